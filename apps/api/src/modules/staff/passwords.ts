import { randomBytes } from "node:crypto";
import {
  type StaffAccountDto,
  type StaffPasswordChangeInput,
  type StaffPasswordForgotInput,
  type StaffPasswordResetInput,
  staffPasswordProblem,
} from "@roshni/core";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { staff, staffPasswordResetTokens, staffSessions } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { hitCounter } from "../../lib/counters";
import { conflict, unauthorized, unprocessable } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { hashResetToken } from "../../lib/reset-token";
import { recordAudit, type StaffActor } from "../audit/service";
import { readShopSettings } from "../settings/read";
import { accountDto, type StaffSession, staffHashSource, staffNotFound } from "./service";

/** A link asked for on the sign-in page works for 30 minutes: whoever asked is at the screen now. */
export const FORGOT_LINK_TTL_MS = 30 * 60 * 1000;
/** A link the owner sends works for a day: the person may read the mail only the next morning. */
export const OWNER_RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** "Forgot password" mails per email address in an hour, whichever addresses ask: no inbox is flooded. */
export const FORGOT_MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 };

const TOKEN_BYTES = 32;
const LINK_INVALID = "This reset link is not valid or has expired. Ask for a new one.";

export interface StaffPasswordsDeps {
  db: Db;
  /** Base of the links in the mails (the back office lives under it, at /admin). */
  publicWebUrl: string;
  /** The link's mail follows `password.reset-requested`. */
  jobs: Pick<JobQueue, "emit">;
}

function passwordRefused(field: string, problem: string) {
  return unprocessable("PASSWORD_REFUSED", problem, { [field]: problem });
}

/**
 * Changing one's own password, the forced change after the owner chose it, "forgot password" by mail and
 * the owner's reset of another account. Every new password passes core's `staffPasswordProblem` with the
 * account's email and the shop's name.
 */
export function createStaffPasswords(deps: StaffPasswordsDeps) {
  const { db } = deps;

  /** The trade name and the company name as the settings hold them: a word of either is refused. */
  async function shopName(executor: Executor): Promise<string | undefined> {
    const settings = await readShopSettings(executor);
    const names = [settings?.tradeName, settings?.companyName].filter(
      (name): name is string => typeof name === "string",
    );
    return names.length > 0 ? names.join(" ") : undefined;
  }

  async function checkPolicy(field: string, password: string, email: string): Promise<void> {
    const problem = staffPasswordProblem(password, { email, shopName: await shopName(db) });
    if (problem !== null) throw passwordRefused(field, problem);
  }

  function link(token: string): string {
    return `${deps.publicWebUrl.replace(/\/+$/, "")}/admin/reset-password?token=${token}`;
  }

  /** Spends every open link of the account: a password just set makes older links pointless. */
  async function spendOpenLinks(tx: Executor, staffId: number, now: Date): Promise<void> {
    await tx
      .update(staffPasswordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordResetTokens.staffId, staffId), isNull(staffPasswordResetTokens.usedAt)));
  }

  /**
   * The current password, then the new one. Every other session of the account ends (whoever knew the
   * old password is signed out); this one stays signed in and, after a forced change, becomes a full
   * session.
   */
  async function changePassword(
    session: StaffSession,
    input: StaffPasswordChangeInput,
    actor: StaffActor,
    now = new Date(),
  ): Promise<void> {
    const [row] = await db.select().from(staff).where(eq(staff.id, session.id)).limit(1);
    if (!row || row.disabled) throw unauthorized();
    const source = staffHashSource(row.email, actor.ip);
    if (!(await verifyPassword(input.currentPassword, row.passwordHash, source))) {
      const message = "Your current password is not correct.";
      throw unprocessable("CURRENT_PASSWORD_WRONG", message, { currentPassword: message });
    }
    await checkPolicy("newPassword", input.newPassword, row.email);
    const passwordHash = await hashPassword(input.newPassword, source);
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(eq(staff.id, row.id));
      const ended = await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSessions.staffId, row.id),
            ne(staffSessions.id, session.sessionId),
            isNull(staffSessions.revokedAt),
          ),
        )
        .returning({ id: staffSessions.id });
      await tx
        .update(staffSessions)
        .set({ passwordChangeOnly: false })
        .where(eq(staffSessions.id, session.sessionId));
      await spendOpenLinks(tx, row.id, now);
      await recordAudit(tx, actor, {
        action: "staff.password-change",
        entity: "staff",
        entityId: row.id,
        before: { mustChangePassword: row.mustChangePassword },
        after: { mustChangePassword: false, otherSessionsEnded: ended.length },
      });
    });
  }

  /**
   * Always succeeds, so the answer never tells whether an account has this email. For an enabled
   * account, and at most FORGOT_MAILS_PER_ADDRESS times an hour per email, a single-use link valid 30
   * minutes (stored as its SHA-256 only) and the mail carrying it, in one transaction.
   */
  async function forgotPassword(
    input: StaffPasswordForgotInput,
    client: { ip: string | null },
    now = new Date(),
  ): Promise<void> {
    const counted = await hitCounter(db, `staff-forgot:${input.email}`, FORGOT_MAILS_PER_ADDRESS.windowMs);
    if (counted.current > FORGOT_MAILS_PER_ADDRESS.max) return;
    const [row] = await db.select().from(staff).where(eq(staff.email, input.email)).limit(1);
    if (!row || row.disabled) return;
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    await db.transaction(async (tx) => {
      await tx.insert(staffPasswordResetTokens).values({
        staffId: row.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + FORGOT_LINK_TTL_MS),
        createdAt: now,
      });
      await deps.jobs.emit(tx, {
        type: "password.reset-requested",
        account: "staff",
        accountId: row.id,
        resetUrl: link(token),
      });
      await recordAudit(
        tx,
        { staffId: row.id, ip: client.ip },
        { action: "staff.password-forgot", entity: "staff", entityId: row.id, before: null, after: null },
      );
    });
  }

  /**
   * A valid, unused, unexpired link sets the new password (under the policy; a refused password leaves
   * the link usable). The link is spent by a conditional UPDATE, so two uses at the same moment cannot
   * both succeed; every other open link is spent with it and every session of the account ends.
   */
  async function resetPassword(
    input: StaffPasswordResetInput,
    client: { ip: string | null },
    now = new Date(),
  ): Promise<void> {
    const tokenHash = hashResetToken(input.token);
    const [open] = await db
      .select({ staffId: staff.id, email: staff.email })
      .from(staffPasswordResetTokens)
      .innerJoin(staff, eq(staff.id, staffPasswordResetTokens.staffId))
      .where(
        and(
          eq(staffPasswordResetTokens.tokenHash, tokenHash),
          isNull(staffPasswordResetTokens.usedAt),
          gt(staffPasswordResetTokens.expiresAt, now),
          eq(staff.disabled, false),
        ),
      )
      .limit(1);
    if (!open) throw unprocessable("RESET_TOKEN_INVALID", LINK_INVALID, { token: LINK_INVALID });
    await checkPolicy("password", input.password, open.email);
    const passwordHash = await hashPassword(input.password, staffHashSource(open.email, client.ip));
    await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(staffPasswordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffPasswordResetTokens.tokenHash, tokenHash),
            isNull(staffPasswordResetTokens.usedAt),
            gt(staffPasswordResetTokens.expiresAt, now),
          ),
        )
        .returning({ staffId: staffPasswordResetTokens.staffId });
      if (!spent) throw unprocessable("RESET_TOKEN_INVALID", LINK_INVALID, { token: LINK_INVALID });
      await spendOpenLinks(tx, spent.staffId, now);
      await tx
        .update(staff)
        .set({
          passwordHash,
          mustChangePassword: false,
          failedLogins: 0,
          failedLoginsSince: null,
          updatedAt: now,
        })
        .where(eq(staff.id, spent.staffId));
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, spent.staffId), isNull(staffSessions.revokedAt)));
      await recordAudit(
        tx,
        { staffId: spent.staffId, ip: client.ip },
        {
          action: "staff.password-reset-complete",
          entity: "staff",
          entityId: spent.staffId,
          before: null,
          after: { sessionsEnded: true },
        },
      );
    });
  }

  /**
   * The owner's reset of another account (a password that leaked, a person who left the desk): the old
   * password stops working at once, every session ends, and a single-use link valid 24 hours goes to the
   * account's email. One's own password is changed with the current one instead.
   */
  async function sendReset(actor: StaffActor, staffId: number, now = new Date()): Promise<StaffAccountDto> {
    if (actor.staffId === staffId) {
      throw conflict(
        "OWN_PASSWORD",
        "Change your own password on your Security page (your name, top right): it asks for your current one.",
      );
    }
    // Nobody knows this password: until the link is used the account cannot sign in.
    const lockedHash = await hashPassword(randomBytes(TOKEN_BYTES).toString("base64url"));
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update").limit(1);
      if (!before) throw staffNotFound();
      if (before.disabled) {
        throw conflict(
          "STAFF_DISABLED",
          "This account is disabled. Enable it before resetting its password.",
        );
      }
      const [after] = await tx
        .update(staff)
        .set({ passwordHash: lockedHash, mustChangePassword: false, updatedAt: now })
        .where(eq(staff.id, staffId))
        .returning();
      if (!after) throw staffNotFound();
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
      await spendOpenLinks(tx, staffId, now);
      await tx.insert(staffPasswordResetTokens).values({
        staffId,
        tokenHash: hashResetToken(token),
        requestedBy: actor.staffId,
        expiresAt: new Date(now.getTime() + OWNER_RESET_LINK_TTL_MS),
        createdAt: now,
      });
      await deps.jobs.emit(tx, {
        type: "password.reset-requested",
        account: "staff",
        accountId: staffId,
        resetUrl: link(token),
      });
      await recordAudit(tx, actor, {
        action: "staff.password-reset",
        entity: "staff",
        entityId: staffId,
        before: { email: before.email, sessions: "open" },
        after: { email: after.email, sessions: "ended", linkMailed: true },
      });
      return accountDto(after);
    });
  }

  /** The first password the owner gives a new account: the same policy as every other. */
  async function checkNewAccountPassword(input: { email: string; password: string }): Promise<void> {
    await checkPolicy("password", input.password, input.email);
  }

  return { changePassword, forgotPassword, resetPassword, sendReset, checkNewAccountPassword };
}

export type StaffPasswords = ReturnType<typeof createStaffPasswords>;
