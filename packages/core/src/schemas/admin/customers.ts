import { z } from "zod";
import { CUSTOMER_CREDIT_FIELDS, customerCreditPatchShape, customerCreditSchema } from "../../credit/schemas";
import { addressSchema } from "../address";
import { idParamValueSchema, idSchema, moneySchema, strictBody } from "../common";
import { legalNameSchema } from "../customer";
import { orderStatusSchema, paymentStatusValueSchema } from "../order";
import { adminListQueryShape, keysetPageSchema, queryFlagSchema } from "./common";

/**
 * `GET /v1/admin/customers`: newest first. `search` matches name, email, phone, GSTIN or company;
 * `awaitingApproval`, `blocked` and `groupId` filter.
 */
export const adminCustomerListQuerySchema = z.object({
  ...adminListQueryShape,
  groupId: idParamValueSchema.optional(),
  awaitingApproval: queryFlagSchema.optional(),
  blocked: queryFlagSchema.optional(),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const customerGroupRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  isDefault: z.boolean(),
});

/** `GET /v1/admin/customer-groups`: every buyer group, the default first, for filters and pickers. */
export const adminCustomerGroupListSchema = z.object({ items: z.array(customerGroupRefSchema) });

export const adminCustomerListItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string().nullable(),
  gstin: z.string().nullable(),
  group: customerGroupRefSchema,
  /** Registered with a GSTIN or company name and not yet placed in a group by the shop. */
  awaitingApproval: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminCustomerListItemDto = z.infer<typeof adminCustomerListItemSchema>;

export const adminCustomerPageSchema = keysetPageSchema(adminCustomerListItemSchema);
export type AdminCustomerPageDto = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerOrderSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  paymentStatus: paymentStatusValueSchema,
  total: moneySchema,
});

/** `GET /v1/admin/customers/{id}`: the buyer with their latest 50 orders and their addresses. */
export const adminCustomerDetailSchema = adminCustomerListItemSchema.extend({
  /** The registered firm's legal name, the recipient name of the GST documents (with a GSTIN only). */
  legalName: z.string().nullable(),
  orders: z.array(adminCustomerOrderSchema),
  orderCount: z.number().int().nonnegative(),
  addresses: z.array(addressSchema),
  /** Every group, for the group picker. */
  groups: z.array(customerGroupRefSchema),
  /**
   * Without the WhatsApp Cloud API: a wa.me link that opens a chat with the buyer and the news of their
   * latest order; null when the shop sends WhatsApp itself.
   */
  whatsappLink: z.string().nullable(),
  /** Payment terms, credit limit and what the buyer owes. */
  credit: customerCreditSchema,
});
export type AdminCustomerDetailDto = z.infer<typeof adminCustomerDetailSchema>;

/**
 * `PATCH /v1/admin/customers/{id}`: a group approves (into Wholesale: the buyer gets a mail) or
 * regroups; `blocked: true` blocks (sign-in, orders and every token refused), `false` unblocks;
 * `paymentTermsDays`, `creditLimit` (rupees), `openingBalance` and `openingBalanceOn` set the buyer's credit.
 */
export const adminCustomerPatchBodySchema = strictBody({
  customerGroupId: idSchema.optional(),
  blocked: z.boolean({ error: "Say whether the buyer is blocked." }).optional(),
  /** The firm's legal name as on its GST registration; "" or null clears it. */
  legalName: legalNameSchema.optional(),
  ...customerCreditPatchShape,
})
  .meta({ minProperties: 1 })
  .refine(
    (body) =>
      body.customerGroupId !== undefined ||
      body.blocked !== undefined ||
      body.legalName !== undefined ||
      CUSTOMER_CREDIT_FIELDS.some((field) => body[field] !== undefined),
    {
      error:
        "Send a group, a blocked flag, the legal name, payment terms, a credit limit or an opening balance.",
    },
  );
export type AdminCustomerPatchInput = z.infer<typeof adminCustomerPatchBodySchema>;
