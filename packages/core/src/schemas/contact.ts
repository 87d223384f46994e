import { z } from "zod";
import { normalizeIndianPhone } from "../india";
import { emailSchema, requiredText, strictBody } from "./common";

/**
 * The contact form. The phone is optional and may be foreign (an overseas buyer), so it is only bounded
 * and normalised to E.164 when it is an Indian number.
 */
export const contactBodySchema = strictBody({
  name: requiredText("Enter your name.", 100, "Your name has at most 100 characters."),
  email: emailSchema,
  phone: z
    .string({ error: "Enter a valid phone number." })
    .trim()
    .max(30, { error: "Enter a valid phone number." })
    .regex(/^[0-9+()\-.\s/]*$/, { error: "Enter a valid phone number." })
    .optional()
    .transform((phone) => (phone ? (normalizeIndianPhone(phone) ?? phone) : undefined)),
  message: requiredText("Write your message.", 5000, "Your message has at most 5000 characters.", {
    multiline: true,
  }),
});
export type ContactInput = z.infer<typeof contactBodySchema>;
