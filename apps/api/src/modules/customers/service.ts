import { randomBytes } from "node:crypto";
import type {
  AuthResponseDto,
  CustomerDto,
  CustomerPatchInput,
  LoginInput,
  PasswordChangeInput,
  RegisterInput,
  ResetPasswordInput,
} from "@roshni/core";
import { customerLanguageSchema } from "@roshni/core";
import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { addresses, customerGroups, customers, passwordResetTokens, revokedTokens } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { readCounter, releaseCounter, takeCounter } from "../../lib/counters";
import { ApiError, conflict, tooManyRequests, unauthorized, unprocessable } from "../../lib/errors";
import { signCustomerToken } from "../../lib/jwt";
import { type HashSource, hashPassword, verifyPassword } from "../../lib/password";
import { hashResetToken } from "../../lib/reset-token";

export interface CustomerDeps {
  db: Db;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Base of the reset link in the mail. */
  publicWebUrl: string;
  /** The reset mail follows `password.reset-requested`. */
  jobs: Pick<JobQueue, "emit">;
  /**
   * Failed sign-ins allowed per account in a window, whichever addresses they come from (null: no
   * limit). Only failures count, so the buyer who knows the password is not locked out by a success.
   */
  accountFailures?: { max: number; windowMs: number } | null;
}

/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_TOKEN_BYTES = 32;

const INVALID_CREDENTIALS = "The email or password is not correct.";
const RESET_TOKEN_INVALID = "This reset link is not valid or has expired. Ask for a new one.";

/**
 * Signing in with an unknown email still costs one scrypt verification against this hash, so the answer
 * takes as long as for a wrong password and response times do not tell which emails have accounts.
 */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64")).catch((error: unknown) => {
    // A busy hasher (503) must not leave a rejected promise here for every later sign-in.
    dummyHash = null;
    throw error;
  });
  return dummyHash;
}

/** PostgreSQL's unique_violation (23505), read through drizzle's wrapper on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: unknown; constraint?: unknown };
    if (pgError.code === "23505") {
      return (
        constraint === undefined || pgError.constraint === undefined || pgError.constraint === constraint
      );
    }
  }
  return false;
}

/** The buyer has a GSTIN on the account or on a saved address. */
export async function hasGstin(executor: Executor, customerId: number, accountGstin: string | null) {
  if (accountGstin) return true;
  const [row] = await executor
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), isNotNull(addresses.gstin)))
    .limit(1);
  return row !== undefined;
}

export function legalNameNeedsGstin() {
  const message = "A registered (legal) name goes with a GSTIN: enter the GSTIN first.";
  return unprocessable("LEGAL_NAME_NEEDS_GSTIN", message, { legalName: message });
}

async function customerDto(db: Executor, customerId: number, websiteId: number): Promise<CustomerDto | null> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      companyName: customers.companyName,
      gstin: customers.gstin,
      legalName: customers.legalName,
      whatsappOptIn: customers.whatsappOptIn,
      language: customers.language,
      groupId: customerGroups.id,
      groupName: customerGroups.name,
      groupIsDefault: customerGroups.isDefault,
      awaitingApproval: customers.awaitingApproval,
    })
    .from(customers)
    .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
    .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.companyName,
    gstin: row.gstin,
    legalName: row.legalName,
    whatsappOptIn: row.whatsappOptIn,
    language: customerLanguageSchema.safeParse(row.language).data ?? null,
    customerGroup: { id: row.groupId, name: row.groupName, isDefault: row.groupIsDefault },
    awaitingApproval: row.awaitingApproval,
  };
}

export function createCustomerService(deps: CustomerDeps) {
  const { db } = deps;

  function tokenFor(customerId: number, websiteId: number): Promise<string> {
    return signCustomerToken(deps.jwtSecret, { customerId, websiteId }, deps.jwtTtlSeconds);
  }

  async function requireDto(executor: Executor, customerId: number, websiteId: number): Promise<CustomerDto> {
    const dto = await customerDto(executor, customerId, websiteId);
    // The auth plugin found this customer a moment ago; only a deletion in between gets here.
    if (!dto) throw unauthorized();
    return dto;
  }

  /** A new buyer joins the default group (retail prices) until the shop approves a wholesale account. */
  async function register(
    websiteId: number,
    input: RegisterInput,
    source: HashSource = {},
  ): Promise<AuthResponseDto> {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.websiteId, websiteId), eq(customers.email, input.email)))
      .limit(1);
    if (taken) throw emailTaken();
    const passwordHash = await hashPassword(input.password, source);
    const [group] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.isDefault, true))
      .limit(1);
    if (!group) throw new Error("No default customer group: the database is not seeded.");
    let id: number;
    const trade = Boolean(input.gstin || input.companyName);
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            websiteId,
            customerGroupId: group.id,
            name: input.name,
            email: input.email,
            phone: input.phone,
            companyName: input.companyName ?? null,
            gstin: input.gstin ?? null,
            // A trade buyer (GSTIN or company) waits for the shop to approve them into a group.
            awaitingApproval: trade,
            whatsappOptIn: input.whatsappOptIn ?? false,
            language: input.language ?? null,
            passwordHash,
          })
          .returning({ id: customers.id });
        if (!row) throw new Error("The customer insert returned no row");
        // The applicant is told their account is being checked, and the shop that one waits.
        if (trade) await deps.jobs.emit(tx, { type: "customer.registered", customerId: row.id });
        return row.id;
      });
    } catch (error) {
      // Two registrations of one email at the same moment: the unique key decides, the loser gets 409.
      if (isUniqueViolation(error, "customers_website_email_unique")) throw emailTaken();
      throw error;
    }
    return { token: await tokenFor(id, websiteId), customer: await requireDto(db, id, websiteId) };
  }

  /**
   * A sign-in takes one of the account's failure places before the password is checked and gives it back
   * unless the password was wrong: the place is taken in one conditional statement, so twenty wrong
   * passwords sent at once check at most `max` of them and the rest are answered 429.
   */
  async function login(
    websiteId: number,
    input: LoginInput,
    source: HashSource = {},
  ): Promise<AuthResponseDto> {
    const limit = deps.accountFailures ?? null;
    const failuresKey = `login-failures:${websiteId}:${input.email}`;
    if (limit !== null && (await takeCounter(db, failuresKey, limit.max, limit.windowMs)) === null) {
      const failures = await readCounter(db, failuresKey);
      const seconds = Math.max(1, Math.ceil(failures.ttl / 1000));
      throw tooManyRequests(
        `Too many wrong passwords for this account. Please wait ${Math.ceil(seconds / 60)} minutes, or reset your password.`,
        seconds,
      );
    }
    let wrongPassword = false;
    try {
      const [row] = await db
        .select({ id: customers.id, passwordHash: customers.passwordHash, blockedAt: customers.blockedAt })
        .from(customers)
        .where(and(eq(customers.websiteId, websiteId), eq(customers.email, input.email)))
        .limit(1);
      const hashSource = { ...source, account: `customer:${websiteId}:${input.email}` };
      const valid = await verifyPassword(
        input.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
        hashSource,
      );
      if (!row || !valid) {
        wrongPassword = true;
        throw new ApiError(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS);
      }
      if (row.blockedAt !== null) throw accountBlocked();
      return { token: await tokenFor(row.id, websiteId), customer: await requireDto(db, row.id, websiteId) };
    } finally {
      if (limit !== null && !wrongPassword) await releaseCounter(db, failuresKey);
    }
  }

  /**
   * Always succeeds, so the answer never tells whether an account exists. For an account: a random
   * single-use token valid one hour, stored as its SHA-256 only, and a mail with the link, both in one
   * transaction.
   */
  async function forgotPassword(
    websiteId: number,
    input: { email: string },
    now = new Date(),
  ): Promise<void> {
    const [row] = await db
      .select({ id: customers.id, name: customers.name, email: customers.email })
      .from(customers)
      .where(and(eq(customers.websiteId, websiteId), eq(customers.email, input.email)))
      .limit(1);
    if (!row) return;
    const token = randomBytes(RESET_TOKEN_BYTES).toString("base64url");
    const link = `${deps.publicWebUrl.replace(/\/+$/, "")}/account/reset-password?token=${token}`;
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        customerId: row.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      await deps.jobs.emit(tx, {
        type: "password.reset-requested",
        account: "customer",
        accountId: row.id,
        resetUrl: link,
      });
    });
  }

  /**
   * A valid, unused, unexpired token sets the new password. The token is spent by a conditional UPDATE,
   * so two uses at the same moment cannot both succeed; every other open reset link of the account is
   * spent with it, and `tokensValidAfter` signs out every session that knew the old password.
   */
  async function resetPassword(
    input: ResetPasswordInput,
    now = new Date(),
    source: HashSource = {},
  ): Promise<void> {
    const tokenHash = hashResetToken(input.token);
    // Hashed before the lookup, so a wrong token costs as long as a right one.
    const passwordHash = await hashPassword(input.password, source);
    await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ customerId: passwordResetTokens.customerId });
      if (!spent)
        throw unprocessable("RESET_TOKEN_INVALID", RESET_TOKEN_INVALID, { token: RESET_TOKEN_INVALID });
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.customerId, spent.customerId), isNull(passwordResetTokens.usedAt)));
      await tx
        .update(customers)
        .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
        .where(eq(customers.id, spent.customerId));
    });
  }

  async function profile(customerId: number, websiteId: number): Promise<CustomerDto> {
    return requireDto(db, customerId, websiteId);
  }

  /** Only the fields sent change; companyName or gstin sent as "" or null are cleared. */
  async function updateProfile(
    customerId: number,
    websiteId: number,
    input: CustomerPatchInput,
  ): Promise<CustomerDto> {
    const changes: Partial<typeof customers.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.companyName !== undefined) changes.companyName = input.companyName;
    if (input.gstin !== undefined) changes.gstin = input.gstin;
    if (input.whatsappOptIn !== undefined) changes.whatsappOptIn = input.whatsappOptIn;
    if (input.language !== undefined) changes.language = input.language;
    if (input.legalName !== undefined) changes.legalName = input.legalName;
    if (Object.keys(changes).length > 0) {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ gstin: customers.gstin, legalName: customers.legalName })
          .from(customers)
          .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
          .for("update")
          .limit(1);
        const gstin = changes.gstin !== undefined ? changes.gstin : (current?.gstin ?? null);
        // A legal name names a GSTIN's firm (the account's or an address's): without one it is refused.
        if (input.legalName && !(await hasGstin(tx, customerId, gstin))) throw legalNameNeedsGstin();
        await tx
          .update(customers)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)));
      });
    }
    return requireDto(db, customerId, websiteId);
  }

  /**
   * Checks the current password, stores the new one and revokes every token issued before now
   * (other browsers and devices are signed out). The caller gets a fresh token so this browser stays
   * signed in.
   */
  async function changePassword(
    customerId: number,
    websiteId: number,
    input: PasswordChangeInput,
  ): Promise<{ token: string }> {
    const [row] = await db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.websiteId, websiteId)))
      .limit(1);
    if (!row) throw unauthorized();
    const source = { account: `customer:${websiteId}:id:${customerId}` };
    if (!(await verifyPassword(input.currentPassword, row.passwordHash, source))) {
      const message = "Your current password is not correct.";
      throw unprocessable("CURRENT_PASSWORD_WRONG", message, { currentPassword: message });
    }
    const passwordHash = await hashPassword(input.newPassword, source);
    const now = new Date();
    await db
      .update(customers)
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where(eq(customers.id, customerId));
    return { token: await tokenFor(customerId, websiteId) };
  }

  /**
   * Signs out one token: it is recorded until it would have expired and refused from now on (other
   * browsers stay signed in). Expired records are deleted on the way.
   */
  async function logout(tokenId: string, expiresAt: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      await tx.insert(revokedTokens).values({ jti: tokenId, expiresAt }).onConflictDoNothing();
    });
  }

  return { register, login, logout, forgotPassword, resetPassword, profile, updateProfile, changePassword };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

/** Said only after the right password, so it tells nothing to someone guessing. */
export function accountBlocked(): ApiError {
  return new ApiError(
    403,
    "ACCOUNT_BLOCKED",
    "This account is blocked. Please contact Roshni Lighting to have it opened again.",
  );
}

function emailTaken(): ApiError {
  const message = "An account with this email already exists. Sign in, or reset your password.";
  return conflict("EMAIL_TAKEN", message);
}
