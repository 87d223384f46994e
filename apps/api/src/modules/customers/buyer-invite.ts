import { randomBytes } from "node:crypto";
import type { AddressDto, AddressInput, AdminBuyerCreateInput } from "@roshni/core";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customerGroups, customers, passwordResetTokens } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { conflict, unprocessable } from "../../lib/errors";
import { hashResetToken } from "../../lib/reset-token";
import { insertAddress, toAddressDto } from "../addresses/service";
import { recordAudit, type StaffActor } from "../audit/service";
import { customerNotFound } from "./admin";
import { isUniqueViolation } from "./service";

/** An invitation to choose a first password is good for a week: the buyer may not read mail daily. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What no password hash can match (see lib/password.ts: a stored hash has six `$` parts): the account
 * exists and can be ordered for, but nobody signs into it until the buyer chooses a password.
 */
const NO_PASSWORD = "invited";

export interface BuyerInviteDeps {
  db: Db;
  publicWebUrl: string;
  jobs: Pick<JobQueue, "emit">;
}

function emailTaken() {
  return conflict(
    "EMAIL_TAKEN",
    "A buyer with this email already exists. Search for them in the buyer picker instead.",
  );
}

/** Staff add a buyer while taking their order, and give a buyer a new delivery address. */
export function createBuyerInvites(deps: BuyerInviteDeps) {
  const { db } = deps;

  /**
   * The buyer, their address (their default) and a single-use link to choose a password, mailed as an
   * invitation through the password-reset mechanism (the reset page sets the first password as well):
   * one transaction with its audit row. Added by the shop, the buyer is not left awaiting approval.
   */
  async function create(
    actor: StaffActor,
    websiteId: number,
    input: AdminBuyerCreateInput,
    now = new Date(),
  ): Promise<{ id: number }> {
    const token = randomBytes(32).toString("base64url");
    const link = `${deps.publicWebUrl.replace(/\/+$/, "")}/account/reset-password?token=${token}`;
    try {
      return await db.transaction(async (tx) => {
        const [group] = await tx
          .select({ id: customerGroups.id })
          .from(customerGroups)
          .where(
            input.customerGroupId !== undefined
              ? eq(customerGroups.id, input.customerGroupId)
              : eq(customerGroups.isDefault, true),
          )
          .limit(1);
        if (!group) {
          const message = "Choose one of the shop's price groups.";
          throw unprocessable("VALIDATION_FAILED", message, { customerGroupId: message });
        }
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.websiteId, websiteId), eq(customers.email, input.email)))
          .limit(1);
        if (taken) throw emailTaken();
        const [row] = await tx
          .insert(customers)
          .values({
            websiteId,
            customerGroupId: group.id,
            name: input.name,
            email: input.email,
            phone: input.phone,
            companyName: input.companyName ?? null,
            gstin: input.gstin ?? null,
            // The legal name is the GST documents' recipient: kept only with a GSTIN.
            legalName: input.gstin ? (input.legalName ?? null) : null,
            passwordHash: NO_PASSWORD,
          })
          .returning({ id: customers.id });
        if (!row) throw new Error("The customer insert returned no row");
        const address = await insertAddress(tx, row.id, { ...input.address, isDefault: true });
        await tx.insert(passwordResetTokens).values({
          customerId: row.id,
          tokenHash: hashResetToken(token),
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        await deps.jobs.emit(tx, {
          type: "password.reset-requested",
          account: "customer",
          accountId: row.id,
          resetUrl: link,
          invitation: true,
        });
        await recordAudit(tx, actor, {
          action: "customer.create",
          entity: "customer",
          entityId: row.id,
          after: {
            name: input.name,
            email: input.email,
            phone: input.phone,
            companyName: input.companyName ?? null,
            gstin: input.gstin ?? null,
            customerGroupId: group.id,
            addressId: address.id,
            invited: true,
          },
        });
        return { id: row.id };
      });
    } catch (error) {
      if (isUniqueViolation(error, "customers_website_email_unique")) throw emailTaken();
      throw error;
    }
  }

  /** A new delivery address for the buyer, typed by staff from the phone call: audited. */
  async function addAddress(
    actor: StaffActor,
    websiteId: number,
    customerId: number,
    input: AddressInput,
  ): Promise<AddressDto> {
    return db.transaction(async (tx) => {
      const [buyer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
        .limit(1);
      if (!buyer) throw customerNotFound();
      const row = await insertAddress(tx, customerId, input);
      await recordAudit(tx, actor, {
        action: "address.create",
        entity: "customer",
        entityId: customerId,
        after: { addressId: row.id, city: row.city, state: row.state, pincode: row.pincode },
      });
      return toAddressDto(row);
    });
  }

  return { create, addAddress };
}

export type BuyerInvites = ReturnType<typeof createBuyerInvites>;
