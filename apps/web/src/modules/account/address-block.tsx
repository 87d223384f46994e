import type { AddressDto, OrderAddressDto } from "@roshni/core";
import { displayPhone } from "@/modules/layout/links";
import styles from "./account.module.css";

/**
 * A postal address the way Indian couriers write it: name, company, lines, city – PIN, state, phone. Each
 * line is isolated (<bdi>) so that in Arabic "1456 Bhagirath Palace" keeps its house number first.
 */
export function AddressBlock({
  address,
  phoneLabel,
  gstinLabel,
}: {
  address: AddressDto | OrderAddressDto;
  phoneLabel: (phone: string) => string;
  gstinLabel: (gstin: string) => string;
}) {
  return (
    <address className={styles.address}>
      <strong>
        <bdi>{address.name}</bdi>
      </strong>
      {address.company ? (
        <span>
          <bdi>{address.company}</bdi>
          <br />
        </span>
      ) : null}
      <bdi>{address.line1}</bdi>
      <br />
      {address.line2 ? (
        <>
          <bdi>{address.line2}</bdi>
          <br />
        </>
      ) : null}
      <bdi>
        {address.city} – {address.pincode}
      </bdi>
      <br />
      {address.state}
      <br />
      <span className={styles.muted}>{phoneLabel(displayPhone(address.phone))}</span>
      {address.gstin ? (
        <>
          <br />
          <span className={styles.muted}>{gstinLabel(address.gstin)}</span>
        </>
      ) : null}
    </address>
  );
}
