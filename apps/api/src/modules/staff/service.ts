import { randomBytes } from "node:crypto";
import {
  type MfaSetupDto,
  permissionsOf,
  type RecoveryCodesDto,
  type StaffAccountDto,
  type StaffCreateInput,
  type StaffLoginInput,
  type StaffMeDto,
  type StaffPatchInput,
  type StaffRole,
} from "@roshni/core";
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { staff, staffRecoveryCodes, staffSessions } from "../../db/schema";
import { clientAddressKey } from "../../lib/client-address";
import { ApiError, conflict, notFound, tooManyRequests, unauthorized } from "../../lib/errors";
import { signStaffToken, verifyStaffToken } from "../../lib/jwt";
import { type HashSource, hashPassword, verifyPassword } from "../../lib/password";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri, verifyTotp } from "../../lib/totp";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";

/** The signed-in staff member of a back-office request. */
export interface StaffSession {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  mfaEnabled: boolean;
  /** Signed in with the password while MFA is compulsory and not yet enrolled: enrolment only. */
  mfaEnrolmentOnly: boolean;
  /** Signed in with a password the owner chose: it can only change it. */
  passwordChangeOnly: boolean;
}

export interface StaffServiceDeps {
  db: Db;
  jwtSecret: string;
  sessionTtlSeconds: number;
  mfaRequired: boolean;
  maxFailures: number;
}

/** Failed sign-ins of one account are counted over this window; past the limit it is locked until it ends. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const INVALID_CREDENTIALS = "The email or password is not correct.";

let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64"));
  return dummyHash;
}

type StaffRow = typeof staff.$inferSelect;

export function accountDto(row: StaffRow): StaffAccountDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    mfaEnabled: row.mfaSecret !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never its password hash or secrets. */
function auditView(row: StaffRow) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    mfaEnabled: row.mfaSecret !== null,
  };
}

export function staffNotFound(): ApiError {
  return notFound("STAFF_NOT_FOUND", "This staff account does not exist.");
}

export function createStaffService(deps: StaffServiceDeps) {
  const { db } = deps;

  function meOf(session: StaffSession): StaffMeDto {
    return {
      id: session.id,
      email: session.email,
      name: session.name,
      role: session.role,
      permissions: permissionsOf(session.role),
      mfaEnabled: session.mfaEnabled,
      mfaEnrolmentRequired: session.mfaEnrolmentOnly,
      passwordChangeRequired: session.passwordChangeOnly,
    };
  }

  /**
   * The session of a cookie's token: signature, audience and expiry by jose, then the session row (not
   * revoked, not expired) and its account (not disabled) in one statement.
   */
  async function sessionForToken(token: string, now = new Date()): Promise<StaffSession | null> {
    const claims = await verifyStaffToken(deps.jwtSecret, token);
    if (!claims) return null;
    const [row] = await db
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        mfaSecret: staff.mfaSecret,
        sessionId: staffSessions.id,
        mfaEnrolmentOnly: staffSessions.mfaEnrolmentOnly,
        passwordChangeOnly: staffSessions.passwordChangeOnly,
        mustChangePassword: staff.mustChangePassword,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, claims.sessionId),
          eq(staffSessions.staffId, claims.staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          eq(staff.disabled, false),
        ),
      )
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      sessionId: row.sessionId,
      mfaEnabled: row.mfaSecret !== null,
      mfaEnrolmentOnly: row.mfaEnrolmentOnly && row.mfaSecret === null,
      // A password set since (by a reset link) lifts the restriction of a session opened before.
      passwordChangeOnly: row.passwordChangeOnly && row.mustChangePassword,
    };
  }

  /**
   * Takes one of the account's failure places before anything is checked, in one conditional UPDATE:
   * false when the account already has `maxFailures` in the window (locked). Checking first and
   * counting afterwards let every request that read the row at the same moment through.
   */
  async function takeAttempt(staffId: number, now: Date): Promise<boolean> {
    const windowOpen = sql`(${staff.failedLoginsSince} is not null and ${staff.failedLoginsSince} > ${new Date(
      now.getTime() - FAILURE_WINDOW_MS,
    )})`;
    const [taken] = await db
      .update(staff)
      .set({
        failedLogins: sql`case when ${windowOpen} then ${staff.failedLogins} + 1 else 1 end`,
        failedLoginsSince: sql`case when ${windowOpen} then ${staff.failedLoginsSince} else ${now} end`,
      })
      .where(
        and(eq(staff.id, staffId), sql`not (${windowOpen} and ${staff.failedLogins} >= ${deps.maxFailures})`),
      )
      .returning({ id: staff.id });
    return taken !== undefined;
  }

  /** Gives the place back: the attempt did not fail (the code is still to come, or the server was busy). */
  async function releaseAttempt(staffId: number): Promise<void> {
    await db
      .update(staff)
      .set({ failedLogins: sql`greatest(${staff.failedLogins} - 1, 0)` })
      .where(eq(staff.id, staffId));
  }

  /**
   * A TOTP code or an unused recovery code, which is spent. The code's time step is stored by a
   * conditional UPDATE (only past the last accepted one), so one code sent many times at once opens
   * one session.
   */
  async function secondStepValid(row: StaffRow, otp: string, now: Date): Promise<boolean> {
    if (row.mfaSecret === null) return false;
    const step = await verifyTotp(row.mfaSecret, otp, row.mfaLastTimeStep);
    if (step !== null) {
      const [accepted] = await db
        .update(staff)
        .set({ mfaLastTimeStep: step })
        .where(
          and(
            eq(staff.id, row.id),
            eq(staff.mfaSecret, row.mfaSecret),
            or(isNull(staff.mfaLastTimeStep), lt(staff.mfaLastTimeStep, step)),
          ),
        )
        .returning({ id: staff.id });
      return accepted !== undefined;
    }
    const [spent] = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, row.id),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(otp)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return spent !== undefined;
  }

  /**
   * Signs in: the password (an unknown email costs the same scrypt), then the second step when enrolled.
   * Each failure counts against the account; past STAFF_LOGIN_MAX_FAILURES in 15 minutes the account
   * answers 429 until the window ends, whatever the password. A disabled account is refused like a
   * wrong password.
   */
  async function login(
    input: StaffLoginInput,
    client: { ip: string | null; userAgent: string | null },
    now = new Date(),
  ): Promise<{ token: string; me: StaffMeDto; maxAgeSeconds: number }> {
    const [row] = await db.select().from(staff).where(eq(staff.email, input.email)).limit(1);
    if (row && !(await takeAttempt(row.id, now))) {
      throw tooManyRequests(
        "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
      );
    }
    // Settled when a failure keeps the place or a success clears the count; otherwise (the code is
    // still to come, the hasher was busy) the place is given back.
    let settled = false;
    try {
      return await checkedSignIn(input, client, row, now, () => {
        settled = true;
      });
    } finally {
      if (row && !settled) await releaseAttempt(row.id);
    }
  }

  async function checkedSignIn(
    input: StaffLoginInput,
    client: { ip: string | null; userAgent: string | null },
    row: StaffRow | undefined,
    now: Date,
    settle: () => void,
  ): Promise<{ token: string; me: StaffMeDto; maxAgeSeconds: number }> {
    const source = staffHashSource(input.email, client.ip);
    const valid = await verifyPassword(
      input.password,
      row?.passwordHash ?? (await dummyPasswordHash()),
      source,
    );
    if (!row || !valid || row.disabled) {
      settle();
      throw new ApiError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS);
    }
    if (row.mfaSecret !== null) {
      if (input.otp === undefined) {
        throw new ApiError(401, "OTP_REQUIRED", "Enter the 6-digit code from your authenticator app.");
      }
      if (!(await secondStepValid(row, input.otp, now))) {
        settle();
        throw new ApiError(
          401,
          "OTP_INVALID",
          "This code is not correct. Enter the current code from your app.",
        );
      }
    }
    const enrolmentOnly = row.mfaSecret === null && deps.mfaRequired;
    const sessionId = randomBytes(24).toString("base64url");
    await db.transaction(async (tx) => {
      await tx.insert(staffSessions).values({
        id: sessionId,
        staffId: row.id,
        mfaEnrolmentOnly: enrolmentOnly,
        passwordChangeOnly: row.mustChangePassword,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        expiresAt: new Date(now.getTime() + deps.sessionTtlSeconds * 1000),
        createdAt: now,
      });
      await tx
        .update(staff)
        .set({ failedLogins: 0, failedLoginsSince: null, lastSignInAt: now })
        .where(eq(staff.id, row.id));
    });
    settle();
    const token = await signStaffToken(
      deps.jwtSecret,
      { staffId: row.id, sessionId },
      deps.sessionTtlSeconds,
    );
    const me = meOf({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      sessionId,
      mfaEnabled: row.mfaSecret !== null,
      mfaEnrolmentOnly: enrolmentOnly,
      passwordChangeOnly: row.mustChangePassword,
    });
    return { token, me, maxAgeSeconds: deps.sessionTtlSeconds };
  }

  /** Ends the session on the server: its token stops working at once, in every copy. */
  async function logout(session: StaffSession, now = new Date()): Promise<void> {
    await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, session.sessionId));
  }

  async function revokeAllSessions(tx: Executor, staffId: number, now: Date): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }

  /** A new secret to scan; it replaces nothing until confirmed by `enableMfa`. */
  async function setupMfa(session: StaffSession): Promise<MfaSetupDto> {
    if (session.mfaEnabled) {
      throw conflict("MFA_ALREADY_ENABLED", "The second step is already on for this account.");
    }
    const secret = newTotpSecret();
    await db
      .update(staff)
      .set({ mfaPendingSecret: secret, updatedAt: new Date() })
      .where(eq(staff.id, session.id));
    return { secret, otpauthUri: totpUri(secret, session.email) };
  }

  /**
   * The first code proves the secret was scanned: it becomes the account's, ten recovery codes are made
   * (shown once), and an enrolment-only session becomes a full one.
   */
  async function enableMfa(
    session: StaffSession,
    otp: string,
    actor: StaffActor,
    now = new Date(),
  ): Promise<RecoveryCodesDto> {
    const [row] = await db.select().from(staff).where(eq(staff.id, session.id)).limit(1);
    if (!row) throw unauthorized();
    if (row.mfaSecret !== null) {
      throw conflict("MFA_ALREADY_ENABLED", "The second step is already on for this account.");
    }
    if (row.mfaPendingSecret === null) {
      throw conflict(
        "MFA_SETUP_MISSING",
        "Start the set-up first: scan the code, then enter the code it shows.",
      );
    }
    const step = await verifyTotp(row.mfaPendingSecret, otp, null);
    if (step === null) {
      throw new ApiError(
        422,
        "OTP_INVALID",
        "This code is not correct. Enter the current code from your app.",
        {
          otp: "This code is not correct. Enter the current code from your app.",
        },
      );
    }
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({
          mfaSecret: row.mfaPendingSecret,
          mfaPendingSecret: null,
          mfaLastTimeStep: step,
          updatedAt: now,
        })
        .where(eq(staff.id, row.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
      await tx
        .insert(staffRecoveryCodes)
        .values(codes.map((code) => ({ staffId: row.id, codeHash: hashRecoveryCode(code), createdAt: now })));
      await tx
        .update(staffSessions)
        .set({ mfaEnrolmentOnly: false })
        .where(eq(staffSessions.id, session.sessionId));
      await recordAudit(tx, actor, {
        action: "staff.mfa-enable",
        entity: "staff",
        entityId: row.id,
        before: { mfaEnabled: false },
        after: { mfaEnabled: true },
      });
    });
    return { recoveryCodes: codes };
  }

  async function listAccounts(): Promise<{ items: StaffAccountDto[] }> {
    const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
    return { items: rows.map(accountDto) };
  }

  async function createAccount(actor: StaffActor, input: StaffCreateInput): Promise<StaffAccountDto> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({
            email: input.email,
            name: input.name,
            role: input.role,
            passwordHash,
            // The owner chose it: the person replaces it at their first sign-in.
            mustChangePassword: true,
          })
          .returning();
        if (!row) throw new Error("The staff insert returned no row");
        await recordAudit(tx, actor, {
          action: "staff.create",
          entity: "staff",
          entityId: row.id,
          before: null,
          after: auditView(row),
        });
        return accountDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict("STAFF_EMAIL_TAKEN", "A staff account with this email already exists.", {
          email: "A staff account with this email already exists.",
        });
      }
      throw error;
    }
  }

  /** The shop keeps at least one owner who can sign in: the last one cannot be demoted or disabled. */
  async function assertOtherOwner(tx: Executor, staffId: number): Promise<void> {
    const [other] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, "owner"), eq(staff.disabled, false), ne(staff.id, staffId)))
      .limit(1);
    if (!other) {
      throw conflict(
        "LAST_OWNER",
        "The shop needs at least one active owner. Make someone else owner first.",
      );
    }
  }

  /** Rename, change role, disable (ends every session of the account) or enable. */
  async function updateAccount(
    actor: StaffActor,
    staffId: number,
    input: StaffPatchInput,
    now = new Date(),
  ): Promise<StaffAccountDto> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update").limit(1);
      if (!before) throw staffNotFound();
      const losesOwner =
        before.role === "owner" &&
        !before.disabled &&
        ((input.role !== undefined && input.role !== "owner") || input.disabled === true);
      if (losesOwner) await assertOtherOwner(tx, staffId);
      const changes: Partial<typeof staff.$inferInsert> = { updatedAt: now };
      if (input.name !== undefined) changes.name = input.name;
      if (input.role !== undefined) changes.role = input.role;
      if (input.disabled !== undefined) changes.disabled = input.disabled;
      const [after] = await tx.update(staff).set(changes).where(eq(staff.id, staffId)).returning();
      if (!after) throw staffNotFound();
      if (input.disabled === true && !before.disabled) await revokeAllSessions(tx, staffId, now);
      await recordAudit(tx, actor, {
        action: "staff.update",
        entity: "staff",
        entityId: staffId,
        before: auditView(before),
        after: auditView(after),
      });
      return accountDto(after);
    });
  }

  /**
   * For a lost phone: the second step is switched off, the recovery codes go and every session ends; the
   * person enrols again at the next sign-in.
   */
  async function resetMfa(actor: StaffActor, staffId: number, now = new Date()): Promise<StaffAccountDto> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).limit(1);
      if (!before) throw staffNotFound();
      const [after] = await tx
        .update(staff)
        .set({ mfaSecret: null, mfaPendingSecret: null, mfaLastTimeStep: null, updatedAt: now })
        .where(eq(staff.id, staffId))
        .returning();
      if (!after) throw staffNotFound();
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await revokeAllSessions(tx, staffId, now);
      await recordAudit(tx, actor, {
        action: "staff.mfa-reset",
        entity: "staff",
        entityId: staffId,
        before: auditView(before),
        after: auditView(after),
      });
      return accountDto(after);
    });
  }

  return {
    meOf,
    sessionForToken,
    login,
    logout,
    setupMfa,
    enableMfa,
    listAccounts,
    createAccount,
    updateAccount,
    resetMfa,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * The address and the account a staff password's hash is computed for (sign-in, change, reset), so the
 * fair hash queue shares its places between them.
 */
export function staffHashSource(email: string, ip: string | null): HashSource {
  const source: HashSource = { account: `staff:${email}` };
  if (ip) source.address = clientAddressKey(ip);
  return source;
}
