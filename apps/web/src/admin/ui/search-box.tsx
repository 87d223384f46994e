"use client";

import { useEffect, useState } from "react";
import styles from "./admin.module.css";

/** The list's search: applied 350 ms after typing stops or at once with Enter; "/" focuses it. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={`${styles.field} ${styles.searchField}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        data-admin-search
        placeholder={placeholder}
        value={text}
        aria-keyshortcuts="/"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(text.trim());
        }}
      />
    </div>
  );
}
