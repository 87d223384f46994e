"use client";

import type { RequisitionListLineInput, RequisitionListsDto } from "@roshni/core";
import { useEffect, useId, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import styles from "./lists.module.css";
import { listMessages } from "./messages";

const NEW = "new";

/**
 * The "Add to list" chooser: one of the buyer's lists or a new one by name. Loaded only when the buyer
 * opens it, so product pages, the cart and quick order do not carry it in their first load.
 */
export default function AddToListPanel({
  lines,
  onDone,
}: {
  lines: readonly RequisitionListLineInput[];
  onDone: () => void;
}) {
  const t = useModuleText(listMessages);
  const [lists, setLists] = useState<RequisitionListsDto["lists"] | null>(null);
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; bad: boolean; listId?: number } | null>(null);
  const selectId = useId();
  const nameId = useId();

  useEffect(() => {
    const abort = new AbortController();
    clientApi
      .requisitionLists(abort.signal)
      .then((answer) => {
        setLists(answer.lists);
        const first = answer.lists[0];
        if (first) setChoice(String(first.id));
      })
      .catch(() => {
        if (!abort.signal.aborted) setMessage({ text: t("failed"), bad: true });
      });
    return () => abort.abort();
  }, [t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const list =
        choice === NEW
          ? await clientApi.createRequisitionList({ name: name.trim(), lines: [...lines] })
          : await clientApi.addRequisitionListLines(Number(choice), [...lines]);
      setMessage({ text: t("addedTo", { name: list.name }), bad: false, listId: list.id });
      setName("");
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : t("failed"), bad: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} data-testid="add-to-list-panel">
      <label htmlFor={selectId}>{t("chooseList")}</label>
      <select
        id={selectId}
        className="form-control"
        value={choice}
        disabled={lists === null}
        onChange={(event) => setChoice(event.target.value)}
      >
        {(lists ?? []).map((list) => (
          <option key={list.id} value={String(list.id)}>
            {list.name}
          </option>
        ))}
        <option value={NEW}>{t("newList")}</option>
      </select>
      {/* The name field waits for the buyer's lists: it would vanish under their typing once a list is chosen. */}
      {choice === NEW && lists !== null ? (
        <>
          <label htmlFor={nameId}>{t("newName")}</label>
          <input
            id={nameId}
            className="form-control"
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </>
      ) : null}
      <div className={styles.panelActions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || lists === null || (choice === NEW && name.trim() === "")}
        >
          {t("add")}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
      {message ? (
        <p role={message.bad ? "alert" : "status"} className={message.bad ? styles.error : styles.note}>
          {message.text}{" "}
          {message.listId ? <Link href={`/account/lists/${message.listId}`}>{t("viewList")}</Link> : null}
        </p>
      ) : null}
    </form>
  );
}
