import type { HsnRateInput, HsnRateRowDto } from "@roshni/core";
import { asc, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { gstRates } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";

type Row = typeof gstRates.$inferSelect;

function toDto(row: Row): HsnRateRowDto {
  return {
    id: row.id,
    hsnCode: row.hsnCode,
    description: row.description,
    rate: row.rateHundredths / 100,
    effectiveFrom: row.effectiveFrom,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function auditView(row: Row) {
  return {
    hsnCode: row.hsnCode,
    description: row.description,
    rate: row.rateHundredths / 100,
    effectiveFrom: row.effectiveFrom,
  };
}

function rateNotFound() {
  return notFound("GST_RATE_NOT_FOUND", "This GST rate does not exist.");
}

function rateTaken(input: HsnRateInput) {
  const message = `HSN ${input.hsnCode} already has a rate from ${input.effectiveFrom}: change that one.`;
  return conflict("GST_RATE_TAKEN", message);
}

/**
 * The owner's GST rates by HSN (packages/core/src/gst/hsn-rates.ts): each write in one transaction with
 * its audit row. A rate change is a new row from its day; the old row stays for the days before it.
 */
export function createGstRatesAdmin(deps: { db: Db }) {
  const { db } = deps;

  async function list(executor: Executor = db): Promise<{ items: HsnRateRowDto[] }> {
    const rows = await executor
      .select()
      .from(gstRates)
      .orderBy(asc(gstRates.hsnCode), asc(gstRates.effectiveFrom), asc(gstRates.id));
    return { items: rows.map(toDto) };
  }

  async function create(actor: StaffActor, input: HsnRateInput): Promise<HsnRateRowDto> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gstRates)
          .values({
            hsnCode: input.hsnCode,
            description: input.description,
            rateHundredths: Math.round(input.rate * 100),
            effectiveFrom: input.effectiveFrom,
          })
          .returning();
        if (!row) throw new Error("The GST rate was not stored");
        await recordAudit(tx, actor, {
          action: "gst_rate.create",
          entity: "gst_rate",
          entityId: row.id,
          after: auditView(row),
        });
        return toDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, "gst_rates_hsn_day_unique")) throw rateTaken(input);
      throw error;
    }
  }

  async function update(actor: StaffActor, id: number, input: HsnRateInput): Promise<HsnRateRowDto> {
    try {
      return await db.transaction(async (tx) => {
        const [before] = await tx.select().from(gstRates).where(eq(gstRates.id, id)).for("update").limit(1);
        if (!before) throw rateNotFound();
        const [after] = await tx
          .update(gstRates)
          .set({
            hsnCode: input.hsnCode,
            description: input.description,
            rateHundredths: Math.round(input.rate * 100),
            effectiveFrom: input.effectiveFrom,
            updatedAt: new Date(),
          })
          .where(eq(gstRates.id, id))
          .returning();
        if (!after) throw rateNotFound();
        await recordAudit(tx, actor, {
          action: "gst_rate.update",
          entity: "gst_rate",
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return toDto(after);
      });
    } catch (error) {
      if (isUniqueViolation(error, "gst_rates_hsn_day_unique")) throw rateTaken(input);
      throw error;
    }
  }

  async function remove(actor: StaffActor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [before] = await tx.delete(gstRates).where(eq(gstRates.id, id)).returning();
      if (!before) throw rateNotFound();
      await recordAudit(tx, actor, {
        action: "gst_rate.delete",
        entity: "gst_rate",
        entityId: id,
        before: auditView(before),
      });
    });
  }

  return { list, create, update, remove };
}

export type GstRatesAdmin = ReturnType<typeof createGstRatesAdmin>;
