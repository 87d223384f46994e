import type { ContactInput } from "@roshni/core";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { enqueueMail } from "../outbox/service";
import { readShopSettings } from "../settings/read";

/**
 * Keeps the message and mails it to the shop's address (from the shop settings, else the sender of the
 * shop's mail), both in one transaction; the buyer's address is in the text so staff can simply reply.
 */
export async function submitContactMessage(
  db: Db,
  websiteId: number,
  input: ContactInput,
  fallbackShopAddress: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        websiteId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    const shopAddress = (await readShopSettings(tx))?.email || fallbackShopAddress;
    await enqueueMail(tx, {
      to: shopAddress,
      // Staff answer with their mail program's Reply: it goes to the buyer, not back to the shop.
      replyTo: `${input.name.replace(/[<>"\r\n]/g, "")} <${input.email}>`,
      subject: `Contact form: ${input.name}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        `Phone: ${input.phone ?? "not given"}`,
        "",
        input.message,
      ].join("\n"),
    });
    return { id: row.id };
  });
}
