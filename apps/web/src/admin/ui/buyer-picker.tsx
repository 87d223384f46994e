"use client";

import type { AdminCustomerListItemDto, CouponBuyerDto } from "@roshni/core";
import { useCombobox, useMultipleSelection } from "downshift";
import { useState } from "react";
import styles from "./admin.module.css";
import { useBuyerSearch } from "./use-buyer-search";

function toBuyer(customer: AdminCustomerListItemDto): CouponBuyerDto {
  return { id: customer.id, name: customer.name, companyName: customer.companyName, email: customer.email };
}

function details(customer: AdminCustomerListItemDto): string {
  return [customer.companyName, customer.email, customer.phone, customer.gstin].filter(Boolean).join(" · ");
}

/**
 * Chooses buyers from the back office's buyer search (`GET /v1/admin/customers?search=`: name, company,
 * email, phone or GSTIN). Chosen buyers show as chips with a remove button. Keyboard: type, ↓/↑ and Enter
 * to choose, Escape to close; ← from the empty field moves along the chips, Backspace or Delete removes one.
 */
export function BuyerPicker({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: CouponBuyerDto[];
  onChange: (buyers: CouponBuyerDto[]) => void;
  error?: string;
  hint?: string;
}) {
  const [input, setInput] = useState("");
  const chosen = new Set(value.map((buyer) => buyer.id));
  const { items, status } = useBuyerSearch(input, {
    offer: (customer) => !chosen.has(customer.id),
    noneLeft: "No other buyer matches.",
  });

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<CouponBuyerDto>(
    {
      selectedItems: value,
      itemToKey: (buyer) => buyer?.id,
      onStateChange({ selectedItems, type }) {
        switch (type) {
          case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace:
          case useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete:
          case useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace:
          case useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem:
            onChange(selectedItems ?? []);
            break;
          default:
            break;
        }
      },
    },
  );

  const { isOpen, getLabelProps, getMenuProps, getInputProps, highlightedIndex, getItemProps } =
    useCombobox<AdminCustomerListItemDto>({
      items,
      inputId: id,
      itemToString: (customer) => customer?.name ?? "",
      itemToKey: (customer) => customer?.id,
      defaultHighlightedIndex: 0,
      selectedItem: null,
      inputValue: input,
      stateReducer(_state, { changes, type }) {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            // Stay open for the next buyer; the field empties for the next search.
            return { ...changes, isOpen: true, inputValue: "" };
          case useCombobox.stateChangeTypes.InputBlur:
            // Leaving the field never chooses anyone.
            return { ...changes, selectedItem: null, inputValue: input };
          default:
            return changes;
        }
      },
      onStateChange({ inputValue, type, selectedItem }) {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            if (selectedItem && !chosen.has(selectedItem.id)) onChange([...value, toBuyer(selectedItem)]);
            setInput("");
            break;
          case useCombobox.stateChangeTypes.InputChange:
            setInput(inputValue ?? "");
            break;
          default:
            break;
        }
      },
    });

  return (
    <div className={styles.field}>
      <label {...getLabelProps()} htmlFor={id}>
        {label}
      </label>
      <div className={styles.pickerAnchor}>
        <div className={styles.pickerBox} data-invalid={error ? true : undefined}>
          {value.length > 0 ? (
            <ul className={styles.pickerChips} aria-label="Chosen buyers">
              {value.map((buyer, index) => (
                <li
                  key={buyer.id}
                  className={styles.pickerChip}
                  {...getSelectedItemProps({ selectedItem: buyer, index })}
                  aria-label={`${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ""}. Backspace removes.`}
                >
                  <span>
                    {buyer.name}
                    {buyer.companyName ? <small> · {buyer.companyName}</small> : null}
                  </span>
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={`Remove ${buyer.name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      removeSelectedItem(buyer);
                    }}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            placeholder="Name, company, email, phone or GSTIN"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-status ${hint ? `${id}-hint` : ""}`.trim()}
            {...getInputProps(getDropdownProps({ preventKeyAction: isOpen && items.length > 0 }))}
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
                  <small>{details(customer)}</small>
                </li>
              ))
            : null}
        </ul>
      </div>
      <span id={`${id}-status`} className={styles.hint} aria-live="polite">
        {status}
      </span>
      {hint && !error ? (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
