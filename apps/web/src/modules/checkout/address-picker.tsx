"use client";

import { useCallback, useEffect, useState } from "react";
import { clientApi } from "@/lib/api/client";
import type { Address } from "@/lib/api/types";
import { AddressForm, type AddressFormHandle } from "@/modules/address/address-form";
import { useModuleText } from "@/modules/cart/use-module-text";
import { displayPhone } from "@/modules/layout/links";
import styles from "./checkout.module.css";
import { checkoutMessages } from "./messages";

type Load =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; addresses: Address[] };

/**
 * Step 1 of checkout: the buyer's saved addresses (`GET /customer/address`, the default first) to choose
 * from, or a new one added inline with the shared AddressForm, which is then chosen.
 */
export function AddressPicker({
  selectedId,
  onSelect,
  onNewAddressForm,
}: {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The open new-address form's controls (null when closed), so 'Place order' can save it first. */
  onNewAddressForm?: (handle: AddressFormHandle | null) => void;
}) {
  const tx = useModuleText(checkoutMessages);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [adding, setAdding] = useState(false);

  const fetchAddresses = useCallback(async () => {
    setLoad({ status: "loading" });
    try {
      const addresses = await clientApi.addresses();
      setLoad({ status: "ready", addresses });
      const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
      onSelect(preferred?.id ?? null);
    } catch (error) {
      setLoad({ status: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }, [onSelect]);

  useEffect(() => {
    void fetchAddresses();
  }, [fetchAddresses]);

  const saved = (address: Address) => {
    setLoad((was) =>
      was.status === "ready" ? { status: "ready", addresses: [...was.addresses, address] } : was,
    );
    setAdding(false);
    onSelect(address.id);
  };

  if (load.status === "loading") {
    return (
      <p className={styles.loadingLine} role="status">
        <span className="spinner" /> {tx("addressesLoading")}
      </p>
    );
  }
  if (load.status === "failed") {
    return (
      <div className={styles.failed} role="alert">
        <p>
          {tx("addressesFailed")} {load.message}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void fetchAddresses()}>
          {tx("retry")}
        </button>
      </div>
    );
  }

  const { addresses } = load;
  const showForm = adding || addresses.length === 0;
  return (
    <div className={styles.addressStep}>
      {addresses.length > 0 ? (
        <fieldset className={styles.addressList}>
          <legend className="visually-hidden">{tx("addressStep")}</legend>
          {addresses.map((address) => (
            <label
              key={address.id}
              className={styles.addressCard}
              data-selected={address.id === selectedId ? "true" : undefined}
              data-testid="address-option"
            >
              <input
                type="radio"
                name="delivery-address"
                value={address.id}
                checked={address.id === selectedId}
                onChange={() => onSelect(address.id)}
              />
              <span className={styles.addressText}>
                <span className={styles.addressName}>
                  {address.name}
                  {address.isDefault ? <span className={styles.chip}>{tx("default")}</span> : null}
                </span>
                {address.company ? <span>{address.company}</span> : null}
                <span>{[address.line1, address.line2].filter(Boolean).join(", ")}</span>
                <span>
                  {address.city}, {address.state} {address.pincode}
                </span>
                <span className={styles.addressMeta}>
                  <bdi>{displayPhone(address.phone)}</bdi>
                  {address.gstin ? (
                    <span>
                      {tx("gstin")}: {address.gstin}
                    </span>
                  ) : null}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className={styles.hint}>{tx("noAddresses")}</p>
      )}
      {showForm ? (
        <div className={styles.newAddress}>
          {addresses.length > 0 ? <h3 className={styles.subTitle}>{tx("addAddress")}</h3> : null}
          <AddressForm
            onSaved={saved}
            submitLabel={tx("saveAddress")}
            onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
            onHandle={onNewAddressForm}
          />
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setAdding(true)}
          data-testid="add-address"
        >
          + {tx("addAddress")}
        </button>
      )}
    </div>
  );
}
