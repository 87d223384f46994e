import type { ContactInput } from "@roshni/core";
import { clientApi } from "@/lib/api/client";

/** POST /v1/contact: the API stores the message and mails it to the shop through its outbox. */
export function sendContactMessage(body: ContactInput, signal?: AbortSignal): Promise<unknown> {
  return clientApi.request<unknown>("/contact", { method: "POST", body, signal });
}
