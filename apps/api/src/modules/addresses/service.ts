import type { AddressDto, AddressInput, AddressPatchInput } from "@roshni/core";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { addresses } from "../../db/schema";
import { notFound } from "../../lib/errors";

type AddressRow = typeof addresses.$inferSelect;

/** The same answer for a missing address and another customer's: never reveal that it exists. */
export function addressNotFound() {
  return notFound("ADDRESS_NOT_FOUND", "This address does not exist in your address book.");
}

export function toAddressDto(row: AddressRow): AddressDto {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    company: row.company,
    gstin: row.gstin,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: "IN",
    isDefault: row.isDefault,
  };
}

/** One of the customer's own addresses, or 404 ADDRESS_NOT_FOUND. */
export async function ownAddress(db: Executor, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row) throw addressNotFound();
  return row;
}

/** Clears the default flag of the customer's other addresses, so that `keepId` can be the one default. */
async function unsetOtherDefaults(tx: Executor, customerId: number, keepId: number | null): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.isDefault, true),
        ...(keepId === null ? [] : [ne(addresses.id, keepId)]),
      ),
    );
}

/**
 * A customer's first address becomes the default whatever was asked; a later one only when asked, and
 * then the previous default gives way in the same transaction (one default per customer). Run it in a
 * transaction: the buyer's own address book and the order desk both do.
 */
export async function insertAddress(
  tx: Executor,
  customerId: number,
  input: AddressInput,
): Promise<AddressRow> {
  const [existing] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id))
    .limit(1);
  const isDefault = existing === undefined || input.isDefault === true;
  if (isDefault) await unsetOtherDefaults(tx, customerId, null);
  const [row] = await tx
    .insert(addresses)
    .values({
      customerId,
      name: input.name,
      phone: input.phone,
      company: input.company ?? null,
      gstin: input.gstin ?? null,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      country: input.country,
      isDefault,
    })
    .returning();
  if (!row) throw new Error("The address insert returned no row");
  return row;
}

export function createAddressService(db: Db) {
  /** The default first, then the newest. */
  async function list(customerId: number): Promise<AddressDto[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.isDefault), desc(addresses.id));
    return rows.map(toAddressDto);
  }

  async function get(customerId: number, addressId: number): Promise<AddressDto> {
    return toAddressDto(await ownAddress(db, customerId, addressId));
  }

  /**
   * A customer's first address becomes the default whatever was asked; a later one only when asked, and
   * then the previous default gives way in the same transaction (one default per customer).
   */
  async function create(customerId: number, input: AddressInput): Promise<AddressDto> {
    return db.transaction(async (tx) => toAddressDto(await insertAddress(tx, customerId, input)));
  }

  /** Only the fields sent change; isDefault true makes it the one default, false just clears its flag. */
  async function update(
    customerId: number,
    addressId: number,
    input: AddressPatchInput,
  ): Promise<AddressDto> {
    return db.transaction(async (tx) => {
      await ownAddress(tx, customerId, addressId);
      const changes: Partial<typeof addresses.$inferInsert> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.company !== undefined) changes.company = input.company;
      if (input.gstin !== undefined) changes.gstin = input.gstin;
      if (input.line1 !== undefined) changes.line1 = input.line1;
      if (input.line2 !== undefined) changes.line2 = input.line2;
      if (input.city !== undefined) changes.city = input.city;
      if (input.state !== undefined) changes.state = input.state;
      if (input.pincode !== undefined) changes.pincode = input.pincode;
      if (input.country !== undefined) changes.country = input.country;
      if (input.isDefault !== undefined) {
        if (input.isDefault) await unsetOtherDefaults(tx, customerId, addressId);
        changes.isDefault = input.isDefault;
      }
      const [row] = await tx
        .update(addresses)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning();
      if (!row) throw addressNotFound();
      return toAddressDto(row);
    });
  }

  /**
   * Orders keep their own copy of the address, so deleting one never changes a placed order. When the
   * default goes, the newest remaining address becomes the default, so checkout still has one to offer.
   */
  async function remove(customerId: number, addressId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id, isDefault: addresses.isDefault });
      if (!deleted) throw addressNotFound();
      if (!deleted.isDefault) return;
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    });
  }

  return { list, get, create, update, remove };
}
