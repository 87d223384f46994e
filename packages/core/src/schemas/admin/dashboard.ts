import { z } from "zod";
import { moneySchema } from "../common";

/** `GET /v1/admin/dashboard`. Days are India Standard Time; cancelled orders count nowhere. */
export const adminDashboardSchema = z.object({
  today: z.object({ orders: z.number().int().nonnegative(), sales: moneySchema }),
  /** Orders not cancelled whose payment is pending or partial: how many, and the rupees still due. */
  paymentsAwaited: z.object({ orders: z.number().int().nonnegative(), amount: moneySchema }),
  customersAwaitingApproval: z.number().int().nonnegative(),
  /** Buyers' payment claims no one has confirmed or rejected yet: how many, and the rupees claimed. */
  claimsToCheck: z.object({ count: z.number().int().nonnegative(), amount: moneySchema }),
  /** Products sold on the website whose stock is at or below their minimum order quantity. */
  lowStock: z.object({
    count: z.number().int().nonnegative(),
    items: z.array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        sku: z.string(),
        stock: z.number().int(),
        minimumQuantity: z.number().int(),
      }),
    ),
  }),
  /** The last 30 days, oldest first, today included; a day without orders is there with zeros. */
  days: z.array(z.object({ date: z.iso.date(), orders: z.number().int().nonnegative(), sales: moneySchema })),
  /** Buyers with something past its due date, and the rupees overdue: the receivables list's "Overdue". */
  overdue: z.object({ buyers: z.number().int().nonnegative(), amount: moneySchema }),
});
export type AdminDashboardDto = z.infer<typeof adminDashboardSchema>;
