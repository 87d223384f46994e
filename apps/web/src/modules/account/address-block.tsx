import type { AddressDto, OrderAddressDto } from "@roshni/core";
import { displayPhone } from "@/modules/layout/links";
import styles from "./account.module.css";

/** A postal address the way Indian couriers write it: name, company, lines, city – PIN, state, phone. */
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
      <strong>{address.name}</strong>
      {address.company ? (
        <span>
          {address.company}
          <br />
        </span>
      ) : null}
      {address.line1}
      <br />
      {address.line2 ? (
        <>
          {address.line2}
          <br />
        </>
      ) : null}
      {address.city} – {address.pincode}
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
