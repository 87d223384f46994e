"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { LoadFailed, Skeleton } from "@/modules/account/load-views";
import { useLoad } from "@/modules/account/use-load";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import styles from "./lists.module.css";
import { listMessages } from "./messages";

/** `/account/lists`: the buyer's requisition lists, the last changed first, and a new one by name. */
export function RequisitionListsPage() {
  const t = useModuleText(listMessages);
  const router = useRouter();
  const load = useLoad((signal) => clientApi.requisitionLists(signal), []);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const list = await clientApi.createRequisitionList({ name: name.trim() });
      router.push(`/account/lists/${list.id}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("failed"));
      setBusy(false);
    }
  };

  return (
    <section className={styles.stack} aria-labelledby="lists-title" data-testid="requisition-lists">
      <div>
        <h1 id="lists-title">{t("title")}</h1>
        <p>{t("intro")}</p>
      </div>
      <form className={styles.create} onSubmit={(event) => void create(event)}>
        <div>
          <label htmlFor={nameId}>{t("newName")}</label>
          <input
            id={nameId}
            className="form-control"
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || name.trim() === ""}>
          {t("create")}
        </button>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {load.status === "loading" ? (
        <Skeleton lines={3} />
      ) : load.status === "failed" ? (
        <LoadFailed error={load.error} onRetry={load.reload} />
      ) : load.data.lists.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className={styles.lists} aria-label={t("title")}>
          {load.data.lists.map((list) => (
            <li key={list.id}>
              <Link href={`/account/lists/${list.id}`}>{list.name}</Link>
              <span className={styles.note}>
                {t("lines", { count: list.lineCount })}
                {list.shared ? ` · ${t("shared")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
