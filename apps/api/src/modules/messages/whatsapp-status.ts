import { and, eq, inArray, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { whatsappMessages } from "../../db/schema";
import type { WhatsAppStatusUpdate } from "../../lib/whatsapp";

/** How far along a message is; Meta may deliver its webhooks out of order, and a status never goes back. */
const RANK: Record<string, number> = { pending: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/** Keeps each reported status on its message, unless the message already went further. */
export async function applyWhatsAppStatuses(
  db: Db,
  updates: readonly WhatsAppStatusUpdate[],
): Promise<number> {
  let changed = 0;
  for (const update of updates) {
    const rank = RANK[update.status];
    if (rank === undefined) continue;
    const behind = Object.entries(RANK)
      .filter(([, value]) => value >= rank)
      .map(([status]) => status);
    const rows = await db
      .update(whatsappMessages)
      .set({ status: update.status, error: update.error, updatedAt: new Date() })
      .where(and(eq(whatsappMessages.cloudId, update.id), not(inArray(whatsappMessages.status, behind))))
      .returning({ id: whatsappMessages.id });
    changed += rows.length;
  }
  return changed;
}
