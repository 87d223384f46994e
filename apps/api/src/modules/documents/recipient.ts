import { resolveIndianState } from "@roshni/core";
import { asc, desc, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { addresses, customers, type OrderAddressSnapshot } from "../../db/schema";

/** The buyer as the GST documents name them. */
export interface RecipientAccount {
  id: number;
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  legalName: string | null;
}

export interface RecipientAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  gstin: string | null;
  isDefault: boolean;
}

/** The recipient of a tax invoice: one name per GSTIN and the address of its registration. */
export interface Recipient {
  /** The registered firm's legal name (registered buyer), else the account holder's name. */
  name: string;
  /** The person to attend to, when the name is a firm's. */
  contact: string | null;
  address: { line1: string; line2: string | null; city: string; state: string; pincode: string };
  /** Two-digit GST code of the address's state (the GSTIN's own for a registered buyer). */
  stateCode: string;
  gstin: string | null;
  /**
   * For a registered buyer: an address in the GSTIN's state was found (the delivery address, else a saved
   * one). False: the delivery address stands in, and INV-01 cannot be exported (its PIN is not the GSTIN's).
   */
  registeredAddressKnown: boolean;
}

function gstCodeOf(state: string): string | undefined {
  return resolveIndianState(state)?.gstCode;
}

/**
 * Who the invoice is to (GST.md "One registered buyer, one name"; docs/decisions.md):
 * - name: the legal name on the account, else the account's company name, else the account holder's
 *   name; never the company typed on a delivery address;
 * - registered buyer: the address is the delivery address when it lies in the GSTIN's state, else the
 *   buyer's saved address in that state (the one with this GSTIN first, then the default, then the
 *   newest); the delivery address is the ship-to;
 * - unregistered buyer: their own address is the default saved address, else the delivery address.
 */
export function recipientOf(
  account: RecipientAccount | undefined,
  saved: readonly RecipientAddress[],
  delivery: OrderAddressSnapshot,
  gstin: string | null,
): Recipient {
  const deliveryAddress = {
    line1: delivery.line1,
    line2: delivery.line2,
    city: delivery.city,
    state: delivery.state,
    pincode: delivery.pincode,
  };
  const deliveryCode = gstCodeOf(delivery.state) ?? "";
  if (gstin) {
    const name = account?.legalName || account?.companyName || account?.name || delivery.name;
    const contact = account && name !== account.name ? account.name : null;
    const gstinCode = gstin.slice(0, 2);
    if (deliveryCode === gstinCode)
      return {
        name,
        contact,
        address: deliveryAddress,
        stateCode: gstinCode,
        gstin,
        registeredAddressKnown: true,
      };
    const inState = saved
      .filter((a) => gstCodeOf(a.state) === gstinCode)
      .sort(
        (a, b) =>
          Number(b.gstin === gstin) - Number(a.gstin === gstin) || Number(b.isDefault) - Number(a.isDefault),
      );
    const home = inState[0];
    if (home)
      return {
        name,
        contact,
        address: {
          line1: home.line1,
          line2: home.line2,
          city: home.city,
          state: home.state,
          pincode: home.pincode,
        },
        stateCode: gstinCode,
        gstin,
        registeredAddressKnown: true,
      };
    return {
      name,
      contact,
      address: deliveryAddress,
      stateCode: gstinCode,
      gstin,
      registeredAddressKnown: false,
    };
  }
  const own = saved.find((a) => a.isDefault);
  const name = account?.name ?? delivery.name;
  if (own)
    return {
      name,
      contact: null,
      address: { line1: own.line1, line2: own.line2, city: own.city, state: own.state, pincode: own.pincode },
      stateCode: gstCodeOf(own.state) ?? deliveryCode,
      gstin: null,
      registeredAddressKnown: true,
    };
  return {
    name,
    contact: null,
    address: deliveryAddress,
    stateCode: deliveryCode,
    gstin: null,
    registeredAddressKnown: true,
  };
}

/** The accounts and saved addresses of these buyers: two statements whatever their number. */
export async function recipientSources(executor: Executor, customerIds: readonly number[]) {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0)
    return { accounts: new Map<number, RecipientAccount>(), saved: new Map<number, RecipientAddress[]>() };
  const accountRows = await executor
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      companyName: customers.companyName,
      legalName: customers.legalName,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
  const addressRows = await executor
    .select({
      customerId: addresses.customerId,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      state: addresses.state,
      pincode: addresses.pincode,
      gstin: addresses.gstin,
      isDefault: addresses.isDefault,
    })
    .from(addresses)
    .where(inArray(addresses.customerId, ids))
    .orderBy(asc(addresses.customerId), desc(addresses.id));
  const saved = new Map<number, RecipientAddress[]>();
  for (const { customerId, ...row } of addressRows)
    saved.set(customerId, [...(saved.get(customerId) ?? []), row]);
  return { accounts: new Map(accountRows.map((a) => [a.id, a])), saved };
}
