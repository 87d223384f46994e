"use client";

import type { RequisitionListLineInput } from "@roshni/core";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useAuth } from "@/lib/store";
import { loginHref } from "@/modules/account/next-path";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import styles from "./lists.module.css";
import { listMessages } from "./messages";

const AddToListPanel = dynamic(() => import("./add-to-list-panel"), { ssr: false });

/**
 * "Add to list" beside a product, the cart or the quick order pad's lines. `lines` is read when the
 * buyer opens the chooser, so the quantities are those on screen at that moment. Visitors are offered
 * to sign in: lists are kept per buyer on the server.
 */
export function AddToListButton({
  lines,
  label,
  className,
}: {
  lines: () => RequisitionListLineInput[];
  label?: string;
  className?: string;
}) {
  const t = useModuleText(listMessages);
  const { signedIn } = useAuth();
  const [open, setOpen] = useState<RequisitionListLineInput[] | null>(null);

  if (!signedIn) {
    return (
      <Link
        className={className ?? "btn btn-outline"}
        href={typeof window === "undefined" ? "/account/login" : loginHref(window.location.pathname)}
      >
        {t("signInToList")}
      </Link>
    );
  }
  return (
    <span className={styles.addToList}>
      <button
        type="button"
        className={className ?? "btn btn-outline"}
        aria-expanded={open !== null}
        aria-label={label}
        data-testid="add-to-list"
        onClick={() => setOpen((was) => (was ? null : lines()))}
      >
        {t("addToList")}
      </button>
      {open && open.length > 0 ? <AddToListPanel lines={open} onDone={() => setOpen(null)} /> : null}
    </span>
  );
}
