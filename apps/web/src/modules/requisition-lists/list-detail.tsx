"use client";

import { type RequisitionListDto, requisitionListShareText, whatsAppShareUrl } from "@roshni/core";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { LoadFailed, Skeleton } from "@/modules/account/load-views";
import { useLoad } from "@/modules/account/use-load";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import { CartResult } from "./cart-result";
import { ListLines } from "./list-lines";
import styles from "./lists.module.css";
import { listMessages } from "./messages";
import { useToCart } from "./use-to-cart";

export function sharedListHref(token: string): string {
  return `/shop/lists/shared/${token}`;
}

/** `/account/lists/:id`: one list, its quantities editable, lines chosen for the cart, shared or not. */
export function RequisitionListDetail({ listId }: { listId: number }) {
  const load = useLoad((signal) => clientApi.requisitionList(listId, signal), [listId]);
  if (load.status === "failed") return <LoadFailed error={load.error} onRetry={load.reload} />;
  if (load.status === "loading") return <Skeleton lines={5} />;
  // Every change answers the list as it now is: it replaces the loaded one without another round trip.
  return <ListEditor list={load.data} setList={load.replace} />;
}

function ListEditor({
  list,
  setList,
}: {
  list: RequisitionListDto;
  setList: (list: RequisitionListDto) => void;
}) {
  const t = useModuleText(listMessages);
  const router = useRouter();
  const toCart = useToCart();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const linkId = useId();

  const run = async (work: () => Promise<RequisitionListDto | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      if (next) setList(next);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const shareUrl =
    list.shareToken && typeof window !== "undefined"
      ? `${window.location.origin}${sharedListHref(list.shareToken)}`
      : null;
  const whatsApp = whatsAppShareUrl(
    requisitionListShareText(
      list.name,
      list.lines.flatMap((line) => (line.sku ? [{ sku: line.sku, quantity: line.quantity }] : [])),
      shareUrl,
    ),
  );

  const addToCart = (productIds?: number[]) =>
    run(async () => {
      toCart.put((await clientApi.requisitionListToCart(list.id, productIds)).lines);
      return null;
    });

  return (
    <section className={styles.stack} aria-labelledby="list-title" data-testid="requisition-list">
      <Link href="/account/lists">
        <span className="back-arrow" aria-hidden="true">
          ←
        </span>{" "}
        {t("back")}
      </Link>
      {renaming === null ? (
        <div className={styles.actions}>
          <h1 id="list-title">{list.name}</h1>
          <button type="button" className="btn btn-outline" onClick={() => setRenaming(list.name)}>
            {t("rename")}
          </button>
        </div>
      ) : (
        <form
          className={styles.create}
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const next = await clientApi.renameRequisitionList(list.id, renaming.trim());
              setRenaming(null);
              return next;
            });
          }}
        >
          <div>
            <label htmlFor={nameId} id="list-title">
              {t("rename")}
            </label>
            <input
              id={nameId}
              className="form-control"
              value={renaming}
              maxLength={80}
              onChange={(event) => setRenaming(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || renaming.trim() === ""}>
            {t("save")}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setRenaming(null)}>
            {t("cancel")}
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {list.lines.length === 0 ? (
        <p>{t("listEmpty")}</p>
      ) : (
        <ListLines
          lines={list.lines}
          chosen={chosen}
          onChoose={(ids, on) =>
            setChosen((was) => {
              const next = new Set(was);
              for (const id of ids) {
                if (on) next.add(id);
                else next.delete(id);
              }
              return next;
            })
          }
          onQuantity={(productId, quantity) =>
            void run(() => clientApi.setRequisitionListQuantity(list.id, productId, quantity))
          }
          onRemove={(productId) => void run(() => clientApi.removeRequisitionListLine(list.id, productId))}
        />
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || list.lines.length === 0}
          onClick={() => void addToCart()}
        >
          {t("addAll")}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy || chosen.size === 0}
          onClick={() => void addToCart([...chosen])}
        >
          {t("addChosen", { count: chosen.size })}
        </button>
        {list.shareToken === null ? (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void run(() => clientApi.shareRequisitionList(list.id))}
          >
            {t("share")}
          </button>
        ) : null}
        <a className="btn btn-outline" href={whatsApp} target="_blank" rel="noopener noreferrer">
          {t("whatsapp")}
        </a>
      </div>
      {toCart.result ? <CartResult added={toCart.result.added} refused={toCart.result.refused} /> : null}
      {shareUrl ? (
        <div className={styles.share} data-testid="list-share">
          <label htmlFor={linkId}>{t("shareLink")}</label>
          <input id={linkId} className="form-control" readOnly value={shareUrl} dir="ltr" />
          <p className={styles.note}>{t("shareHint")}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                void navigator.clipboard?.writeText(shareUrl).then(() => toast.success(t("copied")));
              }}
            >
              {t("copyLink")}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => void run(() => clientApi.unshareRequisitionList(list.id))}
            >
              {t("unshare")}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => {
            if (!window.confirm(t("deleteConfirm", { name: list.name }))) return;
            void run(async () => {
              await clientApi.deleteRequisitionList(list.id);
              router.push("/account/lists");
              return null;
            });
          }}
        >
          {t("delete")}
        </button>
      </div>
    </section>
  );
}
