import type { RazorpaySettingsDto, RazorpaySettingsInput } from "@roshni/core";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gatewaySettings } from "../../db/schema";
import type { Env } from "../../env";
import { conflict } from "../../lib/errors";
import { createRazorpayClient, type PaymentGateway } from "../../lib/razorpay";
import { createSecretBox, type SecretBox } from "../../lib/secret-box";
import { recordAudit, type StaffActor } from "../audit/service";

/** How long the previous webhook secret keeps verifying after the owner types a new one. */
export const PREVIOUS_WEBHOOK_SECRET_MS = 24 * 60 * 60 * 1000;

export interface ResolvedGateway {
  enabled: boolean;
  mode: "test" | "live";
  keyId: string;
  keySecret: string;
  apiBase: string;
  methods: ("upi" | "netbanking" | "card")[];
  partPayments: boolean;
  client: PaymentGateway;
}

/** The checkout script of the configured gateway: Razorpay's own host, or the local gateway's. */
export function checkoutScriptUrl(apiBase: string): string {
  const base = apiBase.replace(/\/+$/, "");
  return new URL(base).hostname === "api.razorpay.com"
    ? "https://checkout.razorpay.com/v1/checkout.js"
    : `${base}/v1/checkout.js`;
}

/**
 * The gateway's configuration: the environment's keys win over the owner's screen, field by field.
 * The screen's secrets are sealed with SECRETS_ENCRYPTION_KEY (outside production, a key derived from
 * JWT_SECRET) and only ever opened here, to sign and call; no answer, log line or audit row holds them.
 */
export function createGatewayConfig(deps: { db: Db; env: Env }) {
  const { db, env } = deps;
  const keyMaterial =
    env.SECRETS_ENCRYPTION_KEY ?? (env.NODE_ENV === "production" ? undefined : env.JWT_SECRET);
  const box: SecretBox | null = keyMaterial ? createSecretBox(keyMaterial) : null;

  function open(sealed: string | null): string | undefined {
    if (!sealed || !box) return undefined;
    try {
      return box.open(sealed);
    } catch {
      // A changed SECRETS_ENCRYPTION_KEY: the secret must be typed again; the gateway is off until then.
      return undefined;
    }
  }

  async function row(websiteId: number) {
    const [found] = await db
      .select()
      .from(gatewaySettings)
      .where(eq(gatewaySettings.websiteId, websiteId))
      .limit(1);
    return found;
  }

  /** The gateway of a website with its keys, or null when no key id and secret are known. */
  async function resolve(websiteId: number): Promise<ResolvedGateway | null> {
    const settings = await row(websiteId);
    const keyId = env.RAZORPAY_KEY_ID ?? settings?.keyId ?? undefined;
    const keySecret = env.RAZORPAY_KEY_SECRET ?? open(settings?.keySecretEncrypted ?? null);
    if (!keyId || !keySecret) return null;
    return {
      enabled: settings ? settings.enabled : true,
      mode: settings?.mode ?? (keyId.startsWith("rzp_live_") ? "live" : "test"),
      keyId,
      keySecret,
      apiBase: env.RAZORPAY_API_BASE,
      methods: settings?.methods ?? ["upi", "netbanking", "card"],
      partPayments: settings?.partPayments ?? false,
      client: createRazorpayClient({ apiBase: env.RAZORPAY_API_BASE, keyId, keySecret }),
    };
  }

  /** Every webhook secret that verifies now: the environment's, each website's, and a previous one for a day. */
  async function webhookSecrets(now = new Date()): Promise<string[]> {
    const secrets: string[] = [];
    if (env.RAZORPAY_WEBHOOK_SECRET) secrets.push(env.RAZORPAY_WEBHOOK_SECRET);
    for (const settings of await db.select().from(gatewaySettings)) {
      const current = open(settings.webhookSecretEncrypted);
      if (current) secrets.push(current);
      const changedAt = settings.webhookSecretChangedAt;
      if (changedAt && now.getTime() - changedAt.getTime() < PREVIOUS_WEBHOOK_SECRET_MS) {
        const previous = open(settings.previousWebhookSecretEncrypted);
        if (previous) secrets.push(previous);
      }
    }
    return secrets;
  }

  async function getSettings(websiteId: number): Promise<RazorpaySettingsDto> {
    const settings = await row(websiteId);
    return {
      enabled: settings ? settings.enabled : Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
      mode: settings?.mode ?? "test",
      keyId: env.RAZORPAY_KEY_ID ?? settings?.keyId ?? null,
      keySecretSet: Boolean(env.RAZORPAY_KEY_SECRET ?? settings?.keySecretEncrypted),
      webhookSecretSet: Boolean(env.RAZORPAY_WEBHOOK_SECRET ?? settings?.webhookSecretEncrypted),
      methods: settings?.methods ?? ["upi", "netbanking", "card"],
      partPayments: settings?.partPayments ?? false,
      fromEnvironment: {
        keyId: env.RAZORPAY_KEY_ID !== undefined,
        keySecret: env.RAZORPAY_KEY_SECRET !== undefined,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET !== undefined,
      },
      apiBase: env.RAZORPAY_API_BASE,
    };
  }

  /**
   * The owner's change: secrets only when typed (sealed at once), the previous webhook secret kept for a
   * day. The audit row says which secrets changed, never their text.
   */
  async function updateSettings(
    actor: StaffActor,
    websiteId: number,
    input: RazorpaySettingsInput,
    now = new Date(),
  ): Promise<RazorpaySettingsDto> {
    if ((input.keySecret !== undefined || input.webhookSecret !== undefined) && !box) {
      throw conflict(
        "SECRETS_KEY_MISSING",
        "Set SECRETS_ENCRYPTION_KEY on the server before storing gateway secrets here.",
      );
    }
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(gatewaySettings)
        .where(eq(gatewaySettings.websiteId, websiteId))
        .for("update")
        .limit(1);
      const values = {
        enabled: input.enabled,
        mode: input.mode,
        keyId: input.keyId,
        methods: input.methods,
        partPayments: input.partPayments,
        updatedBy: actor.staffId,
        updatedAt: now,
        ...(input.keySecret !== undefined && box ? { keySecretEncrypted: box.seal(input.keySecret) } : {}),
        ...(input.webhookSecret !== undefined && box
          ? {
              webhookSecretEncrypted: box.seal(input.webhookSecret),
              previousWebhookSecretEncrypted: before?.webhookSecretEncrypted ?? null,
              webhookSecretChangedAt: now,
            }
          : {}),
      };
      if (before) {
        await tx.update(gatewaySettings).set(values).where(eq(gatewaySettings.websiteId, websiteId));
      } else {
        await tx.insert(gatewaySettings).values({ websiteId, ...values });
      }
      const shown = (s: typeof before) =>
        s
          ? {
              enabled: s.enabled,
              mode: s.mode,
              keyId: s.keyId,
              methods: s.methods,
              partPayments: s.partPayments,
            }
          : null;
      await recordAudit(tx, actor, {
        action: "settings.razorpay",
        entity: "website",
        entityId: websiteId,
        before: shown(before),
        after: {
          enabled: input.enabled,
          mode: input.mode,
          keyId: input.keyId,
          methods: input.methods,
          partPayments: input.partPayments,
          keySecretChanged: input.keySecret !== undefined,
          webhookSecretChanged: input.webhookSecret !== undefined,
        },
      });
    });
    return getSettings(websiteId);
  }

  return { resolve, webhookSecrets, getSettings, updateSettings };
}

export type GatewayConfig = ReturnType<typeof createGatewayConfig>;
