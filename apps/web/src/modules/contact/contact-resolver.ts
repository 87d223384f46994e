import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactInput, contactBodySchema } from "@roshni/core";
import type { Resolver } from "react-hook-form";
import type { ContactFormValues } from "./contact-form";

// The contact form's check: the API's own body schema, imported when the visitor first focuses a field
// (lib/forms/light-form.ts), so zod stays out of the page's first load.
export const contactResolver: Resolver<ContactFormValues, unknown, ContactInput> =
  zodResolver(contactBodySchema);
