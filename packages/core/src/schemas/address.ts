import { z } from "zod";
import {
  indianStateNameSchema,
  optionalGstinSchema,
  optionalText,
  phoneSchema,
  pincodeSchema,
  requiredText,
  strictBody,
} from "./common";

const addressShape = {
  name: requiredText(
    "Enter the name of the person receiving the goods.",
    100,
    "The name has at most 100 characters.",
  ),
  phone: phoneSchema,
  company: optionalText(150, "The company name has at most 150 characters."),
  gstin: optionalGstinSchema,
  line1: requiredText("Enter the street address.", 200, "The street address has at most 200 characters."),
  line2: optionalText(200, "The second address line has at most 200 characters."),
  city: requiredText("Enter the city.", 100, "The city has at most 100 characters."),
  state: indianStateNameSchema,
  pincode: pincodeSchema,
  country: z.literal("IN", { error: "We deliver within India only." }),
  isDefault: z.boolean({ error: "Choose whether this is your default address." }).optional(),
};

/** `POST /customer/address`. `""` or null in company, gstin or line2 means none. */
export const addressBodySchema = strictBody(addressShape);
export type AddressInput = z.infer<typeof addressBodySchema>;
export type AddressFormInput = z.input<typeof addressBodySchema>;

/** `PATCH /customer/address/{id}`: only the fields sent change; `""` or null clears an optional one. */
export const addressPatchBodySchema = strictBody({
  name: addressShape.name.optional(),
  phone: addressShape.phone.optional(),
  company: addressShape.company,
  gstin: addressShape.gstin,
  line1: addressShape.line1.optional(),
  line2: addressShape.line2,
  city: addressShape.city.optional(),
  state: addressShape.state.optional(),
  pincode: addressShape.pincode.optional(),
  country: addressShape.country.optional(),
  isDefault: addressShape.isDefault,
});
export type AddressPatchInput = z.infer<typeof addressPatchBodySchema>;

/** An address of the signed-in buyer as the API sends it. */
export const addressSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  company: z.string().nullable(),
  gstin: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.literal("IN"),
  isDefault: z.boolean(),
});
export type AddressDto = z.infer<typeof addressSchema>;

export const addressListSchema = z.array(addressSchema);
