import type { ShopSettings } from "@/lib/api/types";
import { displayPhone, telHref } from "@/modules/layout/links";
import styles from "./content-page.module.css";
import type { InfoTranslate } from "./messages";
import type { ShopDetail } from "./types";

/** The postal address on one line: street lines, "City PIN", then the state unless it is the city (Delhi). */
export function shopAddress(settings: ShopSettings): string {
  const state = settings.state.trim() === settings.city.trim() ? "" : settings.state;
  return [...settings.addressLines, `${settings.city} ${settings.pincode}`, state]
    .filter((part) => part.trim() !== "")
    .join(", ");
}

/** A Google Maps search for the address, which opens the maps app on a phone. */
export function mapSearchHref(settings: ShopSettings): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${settings.legalName}, ${shopAddress(settings)}`,
  )}`;
}

/**
 * The shop's own details from GET /v1/settings, never typed into a page: contacts, registration
 * identifiers or the bank account for transfers.
 */
export function ShopDetails({
  detail,
  settings,
  t,
}: {
  detail: ShopDetail;
  settings: ShopSettings | null;
  t: InfoTranslate;
}) {
  if (!settings) {
    return (
      <p className={styles.notice} role="status">
        {t("detailsUnavailable")}
      </p>
    );
  }
  if (detail === "bank") {
    return (
      <dl className={styles.details} data-testid="shop-bank">
        <dt>{t("accountName")}</dt>
        <dd>
          <bdi>{settings.bank.accountName}</bdi>
        </dd>
        <dt>{t("bank")}</dt>
        <dd>{settings.bank.bank}</dd>
        <dt>{t("accountNumber")}</dt>
        <dd>{settings.bank.accountNumber}</dd>
        <dt>{t("ifsc")}</dt>
        <dd>{settings.bank.ifsc}</dd>
        <dt>{t("branch")}</dt>
        <dd>{settings.bank.branch}</dd>
      </dl>
    );
  }
  if (detail === "registration") {
    return (
      <dl className={styles.details} data-testid="shop-registration">
        <dt>{t("company")}</dt>
        <dd>{settings.legalName}</dd>
        <dt>{t("registeredOffice")}</dt>
        <dd>{shopAddress(settings)}</dd>
        <dt>{t("gstin")}</dt>
        <dd>{settings.gstin}</dd>
        <dt>{t("cin")}</dt>
        <dd>{settings.cin}</dd>
        <dt>{t("pan")}</dt>
        <dd>{settings.pan}</dd>
      </dl>
    );
  }
  return (
    <dl className={styles.details} data-testid="shop-contact">
      <dt>{t("address")}</dt>
      <dd>
        <a href={mapSearchHref(settings)} target="_blank" rel="noopener noreferrer">
          {shopAddress(settings)}
        </a>
      </dd>
      <dt>{t("phone")}</dt>
      <dd>
        {settings.phones.map((phone, index) => (
          <span key={phone}>
            {index > 0 ? ", " : null}
            <a href={telHref(phone)} dir="ltr">
              {displayPhone(phone)}
            </a>
          </span>
        ))}
      </dd>
      <dt>{t("email")}</dt>
      <dd>
        <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </dd>
      <dt>{t("openingHours")}</dt>
      <dd>{settings.openingHours}</dd>
    </dl>
  );
}
