"use client";

import type { AdminCustomerListItemDto } from "@roshni/core";
import { useCombobox } from "downshift";
import { useState } from "react";
import styles from "../ui/admin.module.css";
import { useBuyerSearch } from "../ui/use-buyer-search";

/** A blocked buyer cannot order; the desk does not offer them. */
const mayOrder = (buyer: AdminCustomerListItemDto) => !buyer.blocked;

export interface ChosenBuyer {
  id: number;
  name: string;
  companyName: string | null;
  phone: string;
  gstin: string | null;
}

/**
 * One buyer from the back office's buyer search (name, company, email, phone or GSTIN). Keyboard: type,
 * ↓/↑, Enter chooses and moves on to the lines.
 */
export function BuyerSelect({
  id,
  onChoose,
  autoFocus,
}: {
  id: string;
  onChoose: (buyer: ChosenBuyer) => void;
  autoFocus?: boolean;
}) {
  const [input, setInput] = useState("");
  const { items, status } = useBuyerSearch(input, {
    offer: mayOrder,
    noneLeft: "No buyer matches. Add them as a new buyer.",
  });
  const { isOpen, getLabelProps, getMenuProps, getInputProps, highlightedIndex, getItemProps } =
    useCombobox<AdminCustomerListItemDto>({
      items,
      inputId: id,
      itemToString: (customer) => customer?.name ?? "",
      itemToKey: (customer) => customer?.id,
      defaultHighlightedIndex: 0,
      selectedItem: null,
      // The field's text stays downshift's own (a controlled value drops keys typed quickly); choosing
      // empties it for the next search.
      stateReducer(_state, { changes, type }) {
        if (
          type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick
        ) {
          return { ...changes, inputValue: "" };
        }
        return changes;
      },
      onInputValueChange({ inputValue }) {
        setInput(inputValue ?? "");
      },
      onStateChange({ type, selectedItem }) {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            if (selectedItem) {
              onChoose({
                id: selectedItem.id,
                name: selectedItem.name,
                companyName: selectedItem.companyName,
                phone: selectedItem.phone,
                gstin: selectedItem.gstin,
              });
            }
            break;
          default:
            break;
        }
      },
    });
  return (
    <div className={styles.field}>
      <label {...getLabelProps()} htmlFor={id}>
        Buyer
      </label>
      <div className={styles.pickerAnchor}>
        <div className={styles.pickerBox}>
          <input
            placeholder="Name, company, phone or GSTIN"
            // biome-ignore lint/a11y/noAutofocus: the desk starts with the buyer; the staff member is on the phone
            autoFocus={autoFocus}
            aria-describedby={`${id}-status`}
            {...getInputProps()}
          />
        </div>
        <ul className={styles.pickerMenu} {...getMenuProps()} hidden={!(isOpen && items.length > 0)}>
          {isOpen
            ? items.map((customer, index) => (
                <li
                  key={customer.id}
                  className={styles.pickerOption}
                  data-highlighted={highlightedIndex === index || undefined}
                  {...getItemProps({ item: customer, index })}
                >
                  <strong>{customer.name}</strong>
                  <small>
                    {[customer.companyName, customer.phone, customer.gstin, customer.group.name]
                      .filter(Boolean)
                      .join(" · ")}
                  </small>
                </li>
              ))
            : null}
        </ul>
      </div>
      <span id={`${id}-status`} className={styles.hint} aria-live="polite">
        {status}
      </span>
    </div>
  );
}
