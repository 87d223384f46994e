"use client";

import type { ReactNode } from "react";
import styles from "./admin.module.css";
import { SearchBox } from "./search-box";
import type { UrlFilters } from "./use-url-filters";

/**
 * A list's filter bar: a `<search>` landmark named for the list, its fields, and "Clear filters" once
 * any filter of the address is set. The fields below are bound to one key of `useUrlFilters` each.
 */
export function FilterBar<K extends string>({
  label,
  filters,
  children,
}: {
  /** The landmark's name ("Filter orders"). */
  label: string;
  filters: UrlFilters<K>;
  children: ReactNode;
}) {
  return (
    <search className={styles.filters} aria-label={label}>
      {children}
      {filters.active ? (
        <button type="button" className="btn btn-outline" onClick={filters.clear}>
          Clear filters
        </button>
      ) : null}
    </search>
  );
}

/** The list's search box on the `search` key (350 ms after typing, Enter at once, "/" to focus). */
export function FilterSearch({
  filters,
  id,
  placeholder,
}: {
  filters: UrlFilters<"search">;
  id: string;
  placeholder: string;
}) {
  return (
    <SearchBox
      id={id}
      label="Search"
      placeholder={placeholder}
      value={filters.values.search}
      onSearch={(search) => filters.set({ search })}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled select; `value` "" is the option that filters nothing ("Any state"). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A select bound to one filter of the address. */
export function FilterSelect<K extends string>({
  filters,
  name,
  ...field
}: {
  filters: UrlFilters<K>;
  name: K;
  id: string;
  label: string;
  options: readonly FilterOption[];
}) {
  return (
    <SelectField
      {...field}
      value={filters.values[name]}
      onChange={(value) => filters.set({ [name]: value } as Partial<Record<K, string>>)}
    />
  );
}

/** A date or short text field bound to one filter of the address (dates are IST days, `YYYY-MM-DD`). */
export function FilterInput<K extends string>({
  filters,
  name,
  id,
  label,
  type = "text",
  inputMode,
}: {
  filters: UrlFilters<K>;
  name: K;
  id: string;
  label: string;
  type?: "date" | "text";
  inputMode?: "numeric";
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type === "date" ? "date" : undefined}
        inputMode={inputMode}
        value={filters.values[name]}
        onChange={(event) =>
          filters.set({
            [name]: type === "date" ? event.target.value : event.target.value.trim(),
          } as Partial<Record<K, string>>)
        }
      />
    </div>
  );
}

/** Options for every value of a list of states, after the one that filters nothing. */
export function optionsOf<V extends string>(
  any: string,
  values: readonly V[],
  titles: Record<V, string>,
): FilterOption[] {
  return [{ value: "", label: any }, ...values.map((value) => ({ value, label: titles[value] }))];
}
