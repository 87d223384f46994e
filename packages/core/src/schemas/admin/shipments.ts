import { z } from "zod";
import { moneySchema, strictBody } from "../common";
import { plainText } from "../text";
import { isoDateSchema } from "./common";
import { orderTransitionBodySchema } from "./orders";

const pieces = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1_000_000, { error: "At most 1,000,000 pieces." });

/** `POST /v1/admin/orders/{id}/shipments`: the lines and quantities packed now, from stock. */
export const createShipmentBodySchema = strictBody({
  lines: z
    .array(
      z.object({
        orderLineId: z.number({ error: "Choose a line of the order." }).int().positive(),
        quantity: pieces("Enter how many pieces of this line go, at least 1."),
      }),
      { error: "Choose the lines that go in this shipment." },
    )
    .min(1, { error: "Choose at least one line for the shipment." })
    .max(500, { error: "A shipment has at most 500 lines." }),
});
export type CreateShipmentInput = z.infer<typeof createShipmentBodySchema>;

/**
 * `POST /v1/admin/shipments/{id}/dispatch`: the same details as dispatching a whole order (transporter,
 * LR, vehicle or the transporter's GSTIN, the e-way bill number above the limit).
 */
export const dispatchShipmentBodySchema = orderTransitionBodySchema.omit({ to: true });
export type DispatchShipmentInput = z.infer<typeof dispatchShipmentBodySchema>;

/** `POST /v1/admin/orders/{id}/lines/{lineId}/stock-arrived`: made-to-order pieces that came in. */
export const stockArrivedBodySchema = strictBody({
  quantity: pieces("Enter how many pieces arrived, at least 1."),
});
export type StockArrivedInput = z.infer<typeof stockArrivedBodySchema>;

/** `PUT /v1/admin/orders/{id}/lines/{lineId}/expected`: when the back-ordered pieces are expected. */
export const backOrderDateBodySchema = strictBody({
  expectedOn: isoDateSchema.nullable(),
});
export type BackOrderDateInput = z.infer<typeof backOrderDateBodySchema>;

/** `POST /v1/admin/orders/{id}/cancel-rest`: what has not left is cancelled, with the reason. */
export const cancelRestBodySchema = strictBody({
  reason: plainText({ error: "Say why the rest is cancelled." })
    .trim()
    .min(3, { error: "Say why the rest is cancelled." })
    .max(500, { error: "The reason has at most 500 characters." }),
});
export type CancelRestInput = z.infer<typeof cancelRestBodySchema>;

export const SHIPMENT_STATES = ["packed", "invoiced", "dispatched", "cancelled"] as const;
export const shipmentStateSchema = z.enum(SHIPMENT_STATES);
export type ShipmentState = z.infer<typeof shipmentStateSchema>;

export const shipmentSchema = z.object({
  id: z.number().int().positive(),
  orderId: z.number().int().positive(),
  /** 1, 2, …: the shipment's number within its order. */
  number: z.number().int().positive(),
  state: shipmentStateSchema,
  lines: z.array(
    z.object({
      orderLineId: z.number().int().positive(),
      sku: z.string(),
      title: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
  quantity: z.number().int().nonnegative(),
  invoiceNumber: z.string().nullable(),
  /** The invoice's total (tax included); null before it is issued. */
  invoiceTotal: moneySchema.nullable(),
  ewayBillRequired: z.boolean(),
  ewayBillNumber: z.string().nullable(),
  transporter: z.string().nullable(),
  lrNumber: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  transporterGstin: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  invoicedAt: z.iso.datetime({ offset: true }).nullable(),
  dispatchedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShipmentDto = z.infer<typeof shipmentSchema>;

/** An order's shipments and, per line, what left, what is in shipments, what is left and shippable. */
export const orderShipmentsSchema = z.object({
  orderId: z.number().int().positive(),
  status: z.string(),
  shipments: z.array(shipmentSchema),
  lines: z.array(
    z.object({
      orderLineId: z.number().int().positive(),
      sku: z.string(),
      title: z.string(),
      ordered: z.number().int().nonnegative(),
      dispatched: z.number().int().nonnegative(),
      inShipments: z.number().int().nonnegative(),
      left: z.number().int().nonnegative(),
      shippableNow: z.number().int().nonnegative(),
      awaited: z.number().int().nonnegative(),
      /** When the awaited pieces are expected (YYYY-MM-DD), null when not said. */
      expectedOn: z.string().nullable(),
    }),
  ),
});
export type OrderShipmentsDto = z.infer<typeof orderShipmentsSchema>;
