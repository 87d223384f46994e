import type { ContactInput } from "@roshni/core";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";

/**
 * Keeps the message and announces it (`contact.received`) in one transaction; its mail to the shop's
 * address (the shop settings', else the sender of the shop's mail) carries the buyer's address as
 * Reply-To, so staff can simply reply.
 */
export async function submitContactMessage(
  db: Db,
  jobs: Pick<JobQueue, "emit">,
  websiteId: number,
  input: ContactInput,
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
    await jobs.emit(tx, { type: "contact.received", messageId: row.id });
    return { id: row.id };
  });
}
