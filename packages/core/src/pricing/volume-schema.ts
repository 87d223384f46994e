import { z } from "zod";
import { formatMoney } from "../money";
import { moneySchema, productPriceSchema } from "../schemas/common";
import { MAX_VOLUME_BREAKS } from "./volume";

/** One quantity break as the product form sends it: pieces from which it applies, price in rupees. */
export const volumeBreakInputSchema = z.object({
  minQuantity: z
    .number({ error: "Enter the number of pieces from which this price applies." })
    .int({ error: "Enter a whole number of pieces." })
    .min(2, { error: "A volume price starts at 2 pieces or more; 1 piece pays the product's own price." })
    .max(1_000_000, { error: "Enter at most 1,000,000 pieces." }),
  price: productPriceSchema("volume price")
    .refine((v) => v > 0, { error: "Enter a price above zero." })
    .meta({ exclusiveMinimum: 0 }),
});
export type VolumeBreakInput = z.infer<typeof volumeBreakInputSchema>;

export const groupVolumeBreaksInputSchema = z.object({
  customerGroupId: z.number().int().positive(),
  breaks: z
    .array(volumeBreakInputSchema)
    .max(MAX_VOLUME_BREAKS, { error: `A group has at most ${MAX_VOLUME_BREAKS} volume prices.` }),
});

/** The rules across fields of `PUT …/volume-prices`, as the OpenAPI document states them. */
export const VOLUME_PRICES_RULES_IN_WORDS =
  "Each customer group appears once. Within a group, every break needs more pieces and a lower price " +
  "than the break before it, and no price is below the wholesale floor when one is set.";

/** The messages of those rules (some name a figure), for a client that tells them from the others. */
export const VOLUME_PRICES_RULE_MESSAGES = [
  /^This customer group is listed twice\.$/,
  /^Needs more pieces than the row above \(\d+\+\)\.$/,
  /^Must be cheaper than the row above \(.+\)\.$/,
  /^Cannot be below the wholesale floor of .+\.$/,
] as const;

/** Paise of a rupee amount that moneySchema has accepted (at most 2 decimals). */
function paiseOf(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Checks one group's breaks: more pieces and a lower price than the row above, never below the floor.
 * Each problem is reported on the field that causes it, so the form can put it under that input.
 */
export function volumeBreakProblems(
  breaks: readonly VolumeBreakInput[],
  floorRupees: number | null,
): { index: number; field: "minQuantity" | "price"; message: string }[] {
  const problems: { index: number; field: "minQuantity" | "price"; message: string }[] = [];
  breaks.forEach((entry, index) => {
    const previous = index > 0 ? breaks[index - 1] : undefined;
    if (previous && entry.minQuantity <= previous.minQuantity) {
      problems.push({
        index,
        field: "minQuantity",
        message: `Needs more pieces than the row above (${previous.minQuantity}+).`,
      });
    }
    if (previous && paiseOf(entry.price) >= paiseOf(previous.price)) {
      problems.push({
        index,
        field: "price",
        message: `Must be cheaper than the row above (${formatMoney(paiseOf(previous.price))}).`,
      });
    }
    if (floorRupees !== null && paiseOf(entry.price) < paiseOf(floorRupees)) {
      problems.push({
        index,
        field: "price",
        message: `Cannot be below the wholesale floor of ${formatMoney(paiseOf(floorRupees))}.`,
      });
    }
  });
  return problems;
}

/** `PUT /v1/admin/products/{id}/volume-prices`: the floor and every group's breaks, replaced together. */
export const volumePricesInputSchema = z
  .object({
    /** The wholesale floor in rupees; null: no floor. */
    floor: productPriceSchema("wholesale floor").nullable(),
    groups: z.array(groupVolumeBreaksInputSchema).max(50),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.groups.forEach((group, g) => {
      if (seen.has(group.customerGroupId)) {
        ctx.addIssue({
          code: "custom",
          path: ["groups", g, "customerGroupId"],
          message: "This customer group is listed twice.",
        });
      }
      seen.add(group.customerGroupId);
      for (const problem of volumeBreakProblems(group.breaks, value.floor)) {
        ctx.addIssue({
          code: "custom",
          path: ["groups", g, "breaks", problem.index, problem.field],
          message: problem.message,
        });
      }
    });
  })
  .meta({ description: VOLUME_PRICES_RULES_IN_WORDS });
export type VolumePricesInput = z.infer<typeof volumePricesInputSchema>;

/** What the product form shows: the floor, and for every customer group its price and its breaks. */
export const volumePricesSchema = z.object({
  productId: z.number().int().positive(),
  floor: moneySchema.nullable(),
  groups: z.array(
    z.object({
      customerGroupId: z.number().int().positive(),
      title: z.string(),
      isDefault: z.boolean(),
      /** The group's price of one piece (the 1+ row). */
      basePrice: moneySchema,
      breaks: z.array(z.object({ minQuantity: z.number().int(), price: moneySchema })),
    }),
  ),
});
export type VolumePricesDto = z.infer<typeof volumePricesSchema>;
