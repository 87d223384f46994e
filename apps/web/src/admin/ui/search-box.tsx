"use client";

import { useEffect, useRef, useState } from "react";
import styles from "./admin.module.css";

/**
 * The list's search: applied 350 ms after typing stops, or at once with Enter or on leaving the field.
 * Leaving applies it at once because a click on a row's link leaves the field first: a search still
 * waiting for its pause would land after the click and take the person back to the list.
 */
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
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    timer.current = window.setTimeout(() => onSearch(text.trim()), 350);
    return () => window.clearTimeout(timer.current);
  }, [text, value, onSearch]);
  const applyNow = () => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };
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
        onBlur={applyNow}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            window.clearTimeout(timer.current);
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}
