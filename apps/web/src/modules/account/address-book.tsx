"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useId, useState } from "react";
import type { Address } from "@/lib/api";
import { ApiError } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { AddressForm } from "@/modules/address/address-form";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { AddressBlock } from "./address-block";
import { LoadFailed, Skeleton } from "./load-views";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

export function addressHref(id: number | "new"): string {
  return `/account/addresses/${id}`;
}

/** The default address first, then the newest; the API keeps exactly one default when any exist. */
function ordered(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
}

/** `/account/addresses`, 'Address Book': list, add, edit, delete after confirming, choose the default. */
export function AddressBook() {
  const { t } = useAccountText();
  const load = useLoad(() => clientApi.addresses(), []);
  return (
    <section className={styles.stack} aria-labelledby="addresses-title" data-testid="address-book">
      <div className={styles.cardHead}>
        <div>
          <h1 id="addresses-title" className={styles.pageTitle}>
            {t("addresses.title")}
          </h1>
          <p className={styles.lead}>{t("addresses.intro")}</p>
        </div>
        <Link href={addressHref("new")} className="btn btn-primary" data-testid="add-address">
          + {t("addresses.add")}
        </Link>
      </div>
      {load.status === "loading" ? (
        <div className={styles.card}>
          <Skeleton lines={4} />
        </div>
      ) : load.status === "failed" ? (
        <LoadFailed error={load.error} onRetry={load.reload} />
      ) : load.data.length === 0 ? (
        <div className={`${styles.card} ${styles.empty}`}>
          <p>{t("addresses.empty")}</p>
          <Link href={addressHref("new")} className="btn btn-outline">
            {t("addresses.add")}
          </Link>
        </div>
      ) : (
        <ul className={styles.addressGrid} aria-label={t("addresses.title")}>
          {ordered(load.data).map((address) => (
            <AddressCard key={address.id} address={address} onChanged={load.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ address, onChanged }: { address: Address; onChanged: () => void }) {
  const { t, message } = useAccountText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"delete" | "default" | null>(null);
  const confirmId = useId();

  async function run(kind: "delete" | "default") {
    setBusy(kind);
    try {
      if (kind === "delete") {
        await clientApi.deleteAddress(address.id);
        toast.success(t("addresses.deleted"));
      } else {
        // Only isDefault changes; the optional fields left undefined are not sent, so they stay as they are.
        await clientApi.updateAddress(address.id, {
          isDefault: true,
          company: undefined,
          gstin: undefined,
          line2: undefined,
        });
        toast.success(t("addresses.madeDefault"));
      }
      onChanged();
    } catch (error) {
      toast.error(
        message(error instanceof ApiError ? error.message : "Something went wrong. Please try again."),
      );
      setBusy(null);
    }
  }

  return (
    <li
      className={`${styles.card} ${styles.addressCard}`}
      data-default={address.isDefault}
      data-testid="address-card"
    >
      <div className={styles.addressTop}>
        <AddressBlock
          address={address}
          phoneLabel={(phone) => t("addresses.phone", { phone })}
          gstinLabel={(gstin) => t("order.gstin", { gstin })}
        />
        {address.isDefault ? (
          <span className={styles.chip} data-tone="good" data-testid="default-address">
            {t("addresses.default")}
          </span>
        ) : null}
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby={confirmId} aria-modal="false">
          <p>
            <strong id={confirmId}>{t("addresses.confirmDelete")}</strong>
            {t("addresses.confirmDeleteText", { name: address.name, city: address.city })}
          </p>
          <div className={styles.addressActions}>
            <button
              type="button"
              className={`btn btn-dark ${styles.small}`}
              disabled={busy !== null}
              aria-busy={busy === "delete" || undefined}
              onClick={() => run("delete")}
              data-testid="confirm-delete"
              // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus so a keyboard user answers it
              autoFocus
            >
              {t("addresses.confirmYes")}
            </button>
            <button
              type="button"
              className={`btn btn-outline ${styles.small}`}
              disabled={busy !== null}
              onClick={() => setConfirming(false)}
            >
              {t("addresses.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.addressActions}>
          <Link href={addressHref(address.id)} className={`btn btn-outline ${styles.small}`}>
            {t("addresses.edit")}
          </Link>
          {address.isDefault ? null : (
            <button
              type="button"
              className={`btn btn-outline ${styles.small}`}
              disabled={busy !== null}
              aria-busy={busy === "default" || undefined}
              onClick={() => run("default")}
              data-testid="make-default"
            >
              {t("addresses.setDefault")}
            </button>
          )}
          <button
            type="button"
            className={`btn btn-outline ${styles.small} ${styles.danger}`}
            onClick={() => setConfirming(true)}
            data-testid="delete-address"
          >
            {t("addresses.delete")}
          </button>
        </div>
      )}
    </li>
  );
}

/** `/account/addresses/{addressId}`: edit one address, or add one when the id is 'new'. */
export function AddressEditor({ addressId }: { addressId: number | "new" }) {
  const { t } = useAccountText();
  const isNew = addressId === "new";
  const load = useLoad<Address | null>(
    () => (addressId === "new" ? Promise.resolve(null) : clientApi.address(addressId)),
    [addressId],
  );
  return (
    <AddressEditorFrame title={isNew ? t("addresses.newTitle") : t("addresses.editTitle")}>
      {load.status === "loading" ? (
        <Skeleton lines={6} />
      ) : load.status === "failed" ? (
        load.error.status === 404 ? (
          <p className={styles.alert} role="alert">
            {t("addresses.notFound")}
          </p>
        ) : (
          <LoadFailed error={load.error} onRetry={load.reload} />
        )
      ) : (
        <AddressFormSlot initial={load.data ?? undefined} />
      )}
    </AddressEditorFrame>
  );
}

function AddressEditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAccountText();
  return (
    <section className={styles.stack} aria-labelledby="address-title">
      <div>
        <Link href="/account/addresses" className={styles.back}>
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{" "}
          {t("addresses.back")}
        </Link>
        <h1 id="address-title" className={styles.pageTitle}>
          {title}
        </h1>
      </div>
      <div className={styles.card}>{children}</div>
    </section>
  );
}

function AddressFormSlot({ initial }: { initial?: Address }) {
  const { t } = useAccountText();
  const router = useRouter();
  return (
    <AddressForm
      initial={initial}
      submitLabel={t("addresses.saveButton")}
      onSaved={() => {
        toast.success(t("addresses.saved"));
        router.push("/account/addresses");
      }}
      onCancel={() => router.push("/account/addresses")}
    />
  );
}
