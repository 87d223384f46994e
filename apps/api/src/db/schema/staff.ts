import type { StaffRole } from "@roshni/core";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * The shop's people (BACKOFFICE.md): not customers, their own table and sign-in. `email` is stored
 * lower-cased. `mfaSecret` is the TOTP secret once enrolment is confirmed; `mfaPendingSecret` the one
 * shown for scanning until the first code confirms it. Failed sign-ins are counted per account
 * (`failedLogins` since `failedLoginsSince`) so that guessing one account's password is slowed whatever
 * the address.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    mfaSecret: text("mfa_secret"),
    mfaPendingSecret: text("mfa_pending_secret"),
    /** The time step of the last code accepted: a code is never accepted twice. */
    mfaLastTimeStep: integer("mfa_last_time_step"),
    /**
     * The password was chosen by someone else (the owner, for a new account): the next sign-in opens a
     * session that can only change it.
     */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    failedLogins: integer("failed_logins").notNull().default(0),
    failedLoginsSince: timestamp("failed_logins_since", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("staff_role_valid", sql`${t.role} in ('owner', 'manager', 'sales', 'dispatch', 'catalogue')`),
  ],
);

/**
 * A signed-in browser. The cookie carries a token naming this row; signing out (or disabling the
 * account, or an owner's MFA reset) sets `revokedAt`, and the token stops working at once.
 * `mfaEnrolmentOnly`: signed in with the password while MFA is compulsory but not yet enrolled.
 * `passwordChangeOnly`: signed in with a password the owner chose; it can only change it.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    mfaEnrolmentOnly: boolean("mfa_enrolment_only").notNull().default(false),
    passwordChangeOnly: boolean("password_change_only").notNull().default(false),
    ip: text("ip"),
    userAgent: text("user_agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * Links that set a staff password: asked for on the sign-in page ("forgot password", 30 minutes) or sent
 * by the owner's reset (24 hours). `tokenHash` is a SHA-256 of the token, never the token; a link works
 * once, and using one spends every other open link of the account.
 */
export const staffPasswordResetTokens = pgTable(
  "staff_password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The owner who sent the link; null when the person asked for it. */
    requestedBy: integer("requested_by").references(() => staff.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_password_reset_tokens_staff_idx").on(t.staffId),
    index("staff_password_reset_tokens_requested_by_idx").on(t.requestedBy),
  ],
);

/** Single-use recovery codes of the second step, kept as SHA-256 only. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/**
 * Every staff write, written in the write's own transaction: who, when, from which address, what
 * (entity and id), before and after. Nothing updates or deletes these rows.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: integer("staff_id").references(() => staff.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    ip: text("ip"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt.desc()),
    index("audit_log_staff_idx").on(t.staffId, t.createdAt.desc()),
  ],
);
