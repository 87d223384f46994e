"use client";

import type { AdminProductListItemDto } from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCombobox } from "downshift";
import { forwardRef, useEffect, useState } from "react";
import { adminKeys } from "../api/query-keys";
import { productsApi } from "../products/api";
import styles from "../ui/admin.module.css";

/**
 * The line entry: type a SKU or a title, ↓/↑ to choose, Enter adds the line and moves to its quantity
 * (Enter there comes back here for the next line).
 */
export const ProductEntry = forwardRef<
  HTMLInputElement,
  { id: string; onChoose: (product: AdminProductListItemDto) => void }
>(function ProductEntry({ id, onChoose }, ref) {
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input.trim()), 150);
    return () => window.clearTimeout(timer);
  }, [input]);
  const searching = search.length >= 2;
  const query = useQuery({
    queryKey: adminKeys.products.list("desk-entry", search),
    queryFn: ({ signal }) => productsApi.list({ search, limit: 8 }, signal),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The list answers for the search sent; while a newer one is on its way its rows are not offered.
  const current = searching && search === input.trim() && !query.isPlaceholderData;
  // A typed SKU comes first, so Enter takes it even when longer SKUs share its start.
  const typed = search.toLowerCase();
  const items = current
    ? (query.data?.items ?? [])
        .filter((p) => p.visible)
        .sort((a, b) => Number(b.sku.toLowerCase() === typed) - Number(a.sku.toLowerCase() === typed))
    : [];
  const { isOpen, getLabelProps, getMenuProps, getInputProps, highlightedIndex, getItemProps } =
    useCombobox<AdminProductListItemDto>({
      items,
      inputId: id,
      itemToString: (product) => product?.sku ?? "",
      itemToKey: (product) => product?.id,
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
            if (selectedItem) onChoose(selectedItem);
            break;
          default:
            break;
        }
      },
    });
  const inputProps = getInputProps({ ref });
  return (
    <div className={styles.field}>
      <label {...getLabelProps()} htmlFor={id}>
        Add a line: SKU or title
      </label>
      <div className={styles.pickerAnchor}>
        <div className={styles.pickerBox}>
          <input placeholder="e.g. RL-1001 or brass pendant" {...inputProps} />
        </div>
        <ul className={styles.pickerMenu} {...getMenuProps()} hidden={!(isOpen && items.length > 0)}>
          {isOpen
            ? items.map((product, index) => (
                <li
                  key={product.id}
                  className={styles.pickerOption}
                  data-highlighted={highlightedIndex === index || undefined}
                  {...getItemProps({ item: product, index })}
                >
                  <strong>{product.sku}</strong>
                  <small>
                    {product.title} · stock {product.stock} · MOQ {product.minimumQuantity}
                  </small>
                </li>
              ))
            : null}
        </ul>
      </div>
      <span className={styles.hint} aria-live="polite">
        {searching && current && !query.isFetching && items.length === 0 ? "No product matches." : ""}
      </span>
    </div>
  );
});
