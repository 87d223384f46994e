"use client";

import { useEffect, useState } from "react";
import { useCurrency } from "@/lib/store";
import { useModuleText } from "@/modules/cart/use-module-text";
import styles from "./quick-order.module.css";
import { REORDER_NOTES_KEY, type ReorderNote } from "./reorder";
import { reorderMessages } from "./reorder-messages";

/** Above the cart: what changed for the lines of the last "Order again", until the buyer dismisses it. */
export function ReorderNotes() {
  const t = useModuleText(reorderMessages);
  const { formatPaise } = useCurrency();
  const [kept, setKept] = useState<{ number: string; notes: ReorderNote[] } | null>(null);

  useEffect(() => {
    try {
      const raw = window.sessionStorage.getItem(REORDER_NOTES_KEY);
      const parsed = raw ? (JSON.parse(raw) as { number?: unknown; notes?: unknown }) : null;
      if (
        parsed &&
        typeof parsed.number === "string" &&
        Array.isArray(parsed.notes) &&
        parsed.notes.length > 0
      ) {
        setKept({ number: parsed.number, notes: parsed.notes as ReorderNote[] });
      }
    } catch {
      // Nothing readable kept: nothing to show.
    }
  }, []);

  if (!kept) return null;
  const text = (note: ReorderNote) => {
    switch (note.kind) {
      case "price":
        return t("price", { title: note.title, was: formatPaise(note.was), now: formatPaise(note.now) });
      case "hidden":
        return t("hidden", { title: note.title });
      case "notOrderable":
        return t("notOrderable", { ...note });
      case "partlyMadeToOrder":
        return t("partlyMadeToOrder", { ...note });
    }
  };
  return (
    <section
      data-testid="reorder-notes"
      aria-labelledby="reorder-notes-title"
      className={styles.reorderNotes}
    >
      <h2 id="reorder-notes-title">{t("title", { number: kept.number })}</h2>
      <ul>
        {kept.notes.map((note, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the notes are fixed once shown
          <li key={index}>{text(note)}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          window.sessionStorage.removeItem(REORDER_NOTES_KEY);
          setKept(null);
        }}
      >
        {t("dismiss")}
      </button>
    </section>
  );
}
