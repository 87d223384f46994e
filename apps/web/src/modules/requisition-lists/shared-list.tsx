"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { useAuth, useGroup } from "@/lib/store";
import { loginHref } from "@/modules/account/next-path";
import { useLoad } from "@/modules/account/use-load";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import { CartResult } from "./cart-result";
import { ListLines } from "./list-lines";
import styles from "./lists.module.css";
import { listMessages } from "./messages";
import { useToCart } from "./use-to-cart";

/**
 * `/shop/lists/shared/:token`: a list someone shared, read-only, at the reader's own prices. Anyone with
 * the link may read it and put its lines into their cart (as quick order does for visitors); copying it
 * into one's own lists needs an account.
 */
export function SharedList({ token }: { token: string }) {
  const t = useModuleText(listMessages);
  const { signedIn } = useAuth();
  const group = useGroup();
  const router = useRouter();
  const toCart = useToCart();
  const load = useLoad((signal) => clientApi.sharedRequisitionList(token, signal), [token, group]);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (load.status === "loading") return <p>…</p>;
  if (load.status === "failed") {
    return (
      <p role="alert" className={styles.error}>
        {load.error.status === 404 ? t("sharedGone") : load.error.message}
      </p>
    );
  }
  const list = load.data;
  const lines = chosen.size > 0 ? list.lines.filter((line) => chosen.has(line.productId ?? 0)) : list.lines;

  const copy = async () => {
    setBusy(true);
    setError(null);
    try {
      const mine = await clientApi.copySharedRequisitionList(token);
      router.push(`/account/lists/${mine.id}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("failed"));
      setBusy(false);
    }
  };

  return (
    <section className={styles.stack} data-testid="shared-list">
      <h1>{t("sharedTitle", { name: list.name })}</h1>
      <p>{t("sharedIntro")}</p>
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
      />
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => toCart.put(lines)}>
          {chosen.size > 0 ? t("addChosen", { count: chosen.size }) : t("addAll")}
        </button>
        {signedIn ? (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void copy()}>
            {t("copyToMine")}
          </button>
        ) : (
          <Link className="btn btn-outline" href={loginHref(`/shop/lists/shared/${token}`)}>
            {t("signInToList")}
          </Link>
        )}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {toCart.result ? <CartResult added={toCart.result.added} refused={toCart.result.refused} /> : null}
    </section>
  );
}
