"use client";

import {
  apiProductPrice,
  isOrderable,
  type ProductDto,
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderParse,
  type QuickOrderProblem,
  type QuickOrderResolvedLine,
  SUGGEST_DELAY_MS,
  SUGGESTIONS_SHOWN,
  splitFromStock,
} from "@roshni/core";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { useCart, useCurrency, useGroup, useI18n } from "@/lib/store";
import { useModuleText } from "@/modules/cart/use-module-text";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { ProductImage } from "@/modules/product/product-image";
import { AddToListButton } from "@/modules/requisition-lists/add-to-list";
import { quickOrderMessages } from "./messages";
import styles from "./quick-order.module.css";

interface Row {
  key: number;
  sku: string;
  quantity: string;
  /** Line numbers of the pasted text or sheet the row came from, when more than one were added together. */
  merged?: number[];
}

const WHOLE = /^\d+$/;
const resolveKey = (sku: string, quantity: number) => `${sku.trim().toUpperCase()}\u0000${quantity}`;

function quantityOf(row: Row): number | null {
  const text = row.quantity.trim();
  if (!WHOLE.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 100_000 ? value : null;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, sku: "", quantity: "" });

/**
 * The quick order pad: rows of SKU and quantity typed at the keyboard (Enter moves on, a new row appears
 * after the last), a pasted list or an uploaded sheet read into rows, each row checked by the server for
 * the buyer's price and the cart's MOQ and stock rule, then every good row added to the cart at once.
 */
export function QuickOrderPad() {
  const t = useModuleText(quickOrderMessages);
  const { locale } = useI18n();
  const group = useGroup();
  const { formatLine } = useCurrency();
  const cart = useCart();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [problems, setProblems] = useState<QuickOrderProblem[]>([]);
  const [resolved, setResolved] = useState<Map<string, QuickOrderResolvedLine>>(() => new Map());
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [reading, setReading] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const [paste, setPaste] = useState("");
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | null>(null);
  const fileId = useId();
  const pasteId = useId();
  // The header's product suggestions under the SKU field being typed in, so a row takes a title too.
  const [suggest, setSuggest] = useState<{ key: number; items: ProductDto[]; active: number } | null>(null);
  const suggestRequest = useRef(0);
  const suggestTimer = useRef<number | undefined>(undefined);

  const askSuggestions = (key: number, text: string) => {
    const query = text.trim();
    const request = ++suggestRequest.current;
    window.clearTimeout(suggestTimer.current);
    if (query.length < 2) {
      setSuggest(null);
      return;
    }
    suggestTimer.current = window.setTimeout(() => {
      clientApi
        .suggestions(query, { limit: SUGGESTIONS_SHOWN })
        .then((items) => {
          if (request === suggestRequest.current) setSuggest({ key, items, active: -1 });
        })
        .catch(() => {
          if (request === suggestRequest.current) setSuggest(null);
        });
    }, SUGGEST_DELAY_MS);
  };

  const pick = (row: Row, product: ProductDto) => {
    ++suggestRequest.current;
    window.clearTimeout(suggestTimer.current);
    setSuggest(null);
    update(row.key, { sku: product.sku });
    inputs.current.get(`qty-${row.key}`)?.focus();
  };

  /** Arrows move through the suggestions, Enter picks the one chosen, Escape closes them. */
  const onSuggestKey = (event: React.KeyboardEvent<HTMLInputElement>, row: Row): boolean => {
    if (!suggest || suggest.key !== row.key || suggest.items.length === 0) return false;
    const count = suggest.items.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const active =
        event.key === "ArrowDown"
          ? (suggest.active + 1) % count
          : suggest.active <= 0
            ? count - 1
            : suggest.active - 1;
      setSuggest({ ...suggest, active });
      return true;
    }
    if (event.key === "Escape") {
      setSuggest(null);
      return true;
    }
    const chosen = suggest.items[suggest.active];
    if (event.key === "Enter" && chosen) {
      event.preventDefault();
      pick(row, chosen);
      return true;
    }
    return false;
  };

  // Which SKU-and-quantity pairs still need the server's answer; asked together after a short pause.
  const wanted = useMemo(() => {
    const pairs = new Map<string, { sku: string; quantity: number }>();
    for (const row of rows) {
      const quantity = quantityOf(row);
      if (row.sku.trim() !== "" && quantity !== null) {
        pairs.set(resolveKey(row.sku, quantity), { sku: row.sku.trim(), quantity });
      }
    }
    return pairs;
  }, [rows]);

  useEffect(() => {
    const missing = [...wanted].filter(([key]) => !resolved.has(key)).slice(0, QUICK_ORDER_MAX_LINES);
    if (missing.length === 0) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      setChecking(true);
      setFailed(false);
      clientApi
        .quickOrderResolve({ lines: missing.map(([, line]) => line) }, abort.signal)
        .then((answer) => {
          setResolved((was) => {
            const next = new Map(was);
            answer.lines.forEach((line, index) => {
              const key = missing[index]?.[0];
              if (key) next.set(key, line);
            });
            return next;
          });
        })
        .catch(() => {
          if (!abort.signal.aborted) setFailed(true);
        })
        .finally(() => {
          if (!abort.signal.aborted) setChecking(false);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [wanted, resolved]);

  // A price group change (signing in) asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the group is the reason to forget the answers
  useEffect(() => setResolved(new Map()), [group]);

  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    // Kept until the row is on screen: another render (a price answer) can come before the new row's.
    const input = inputs.current.get(name);
    if (!input) return;
    focusNext.current = null;
    input.focus();
  });

  const lineOf = (row: Row) => {
    const quantity = quantityOf(row);
    if (row.sku.trim() === "" || quantity === null) return null;
    return resolved.get(resolveKey(row.sku, quantity)) ?? null;
  };

  const ready = rows.flatMap((row) => {
    const line = lineOf(row);
    return line?.status === "ok" && line.product ? [{ product: line.product, quantity: line.quantity }] : [];
  });
  const filled = rows.filter((row) => row.sku.trim() !== "" || row.quantity.trim() !== "").length;

  const update = (key: number, patch: Partial<Row>) => {
    setAdded(null);
    setRows((was) => was.map((row) => (row.key === key ? { ...row, ...patch, merged: undefined } : row)));
  };

  const loadParsed = useCallback((parsed: QuickOrderParse) => {
    setAdded(null);
    setProblems(parsed.problems);
    setRows((was) => {
      const kept = was.filter((row) => row.sku.trim() !== "" || row.quantity.trim() !== "");
      const incoming = parsed.rows.map((row) => ({
        key: nextKey++,
        sku: row.sku,
        quantity: String(row.quantity),
        ...(row.lines.length > 1 ? { merged: row.lines } : {}),
      }));
      return [...kept, ...incoming, emptyRow()].slice(0, QUICK_ORDER_MAX_LINES + 1);
    });
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>, index: number, field: "sku" | "qty") => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const row = rows[index];
    if (!row) return;
    if (field === "sku") {
      focusNext.current = `qty-${row.key}`;
      inputs.current.get(focusNext.current)?.focus();
      focusNext.current = null;
      return;
    }
    const next = rows[index + 1];
    if (next) {
      inputs.current.get(`sku-${next.key}`)?.focus();
      return;
    }
    const fresh = emptyRow();
    focusNext.current = `sku-${fresh.key}`;
    setRows((was) => [...was, fresh]);
  };

  // A list pasted into a SKU field is read as a list, not squeezed into one field.
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>, row: Row) => {
    const text = event.clipboardData.getData("text");
    if (!/[\n\t]/.test(text.trim())) return;
    event.preventDefault();
    if (row.sku.trim() === "" && row.quantity.trim() === "") {
      setRows((was) => was.filter((kept) => kept.key !== row.key));
    }
    loadParsed(parseQuickOrderText(text));
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      loadParsed(await clientApi.quickOrderSheet(file, file.name));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblems([{ line: 0, text: file.name, code: "unreadable", message: error.message }]);
    } finally {
      setReading(false);
    }
  };

  const addAll = () => {
    if (ready.length === 0) return;
    cart.addLines(ready);
    setAdded(ready.length);
    setRows((was) => {
      const left = was.filter((row) => lineOf(row)?.status !== "ok");
      return left.some((row) => row.sku === "" && row.quantity === "") ? left : [...left, emptyRow()];
    });
  };

  const statusText = (row: Row): { text: string; bad: boolean } | null => {
    if (row.sku.trim() === "" && row.quantity.trim() === "") return null;
    if (row.sku.trim() !== "" && row.quantity.trim() !== "" && quantityOf(row) === null) {
      return { text: t("status.badQuantity"), bad: true };
    }
    const line = lineOf(row);
    if (!line) return null;
    if (line.status === "unknown") return { text: t("status.unknown"), bad: true };
    if (line.status === "hidden" || !line.product) return { text: t("status.hidden"), bad: true };
    const { stock, minimumQuantity } = line.product;
    const moq = Math.max(1, Math.ceil(minimumQuantity));
    if (!isOrderable(line.quantity, line.product)) {
      return stock <= 0
        ? { text: t("status.outOfStock", { moq }), bad: true }
        : { text: t("status.belowMoq", { stock, moq }), bad: true };
    }
    const split = splitFromStock(line.quantity, stock);
    if (split.madeToOrder > 0) {
      return {
        text: t("status.madeToOrder", { fromStock: split.fromStock, rest: split.madeToOrder }),
        bad: false,
      };
    }
    return null;
  };

  const problemText = (problem: QuickOrderProblem) =>
    problem.line === 0 ? problem.message : t(`problem.${problem.code}`, { line: problem.line });

  return (
    <div className={styles.pad} lang={locale}>
      <p className={styles.intro}>{t("intro")}</p>
      <div className={styles.sources}>
        <div className={styles.source}>
          <label htmlFor={pasteId}>{t("pasteLabel")}</label>
          <textarea
            id={pasteId}
            className="form-control"
            rows={4}
            dir="ltr"
            value={paste}
            placeholder={t("pastePlaceholder")}
            onChange={(event) => setPaste(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-outline"
            disabled={paste.trim() === ""}
            onClick={() => {
              loadParsed(parseQuickOrderText(paste));
              setPaste("");
            }}
          >
            {t("readList")}
          </button>
        </div>
        <div className={styles.source}>
          <label htmlFor={fileId}>{t("uploadLabel")}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <p className={styles.hint}>{reading ? t("reading") : t("uploadHint")}</p>
        </div>
      </div>

      {problems.length > 0 && (
        <div className={styles.problems} role="alert">
          <h2>{t("problemsTitle")}</h2>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.code}`}>
                {problemText(problem)}
                {problem.text && problem.line > 0 ? (
                  <>
                    {" "}
                    <code dir="ltr">{problem.text}</code>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}

      <table className={styles.rows}>
        <thead>
          <tr>
            <th scope="col">{t("sku")}</th>
            <th scope="col">{t("quantity")}</th>
            <th scope="col">{t("product")}</th>
            <th scope="col">{t("price")}</th>
            <th scope="col">{t("lineTotal")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("removeRow", { n: "" })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const line = lineOf(row);
            const product = line?.product ?? null;
            const price = product && line ? apiProductPrice(product, group, line.quantity) : null;
            const shown = price !== null && line ? formatLine(price, line.quantity) : null;
            const status = statusText(row);
            const n = index + 1;
            return (
              <tr
                key={row.key}
                data-status={line?.status ?? (status?.bad ? "invalid" : "")}
                className={status?.bad ? styles.bad : undefined}
              >
                <td data-label={t("sku")} className={styles.field}>
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(`sku-${row.key}`, element);
                      else inputs.current.delete(`sku-${row.key}`);
                    }}
                    className="form-control"
                    dir="ltr"
                    autoComplete="off"
                    spellCheck={false}
                    aria-label={`${t("sku")} · ${t("rowLabel", { n })}`}
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={suggest?.key === row.key && suggest.items.length > 0}
                    aria-controls={`sku-suggest-${row.key}`}
                    aria-activedescendant={
                      suggest?.key === row.key && suggest.active >= 0
                        ? `sku-suggest-${row.key}-${suggest.active}`
                        : undefined
                    }
                    value={row.sku}
                    onChange={(event) => {
                      update(row.key, { sku: event.target.value });
                      askSuggestions(row.key, event.target.value);
                    }}
                    onKeyDown={(event) => {
                      if (!onSuggestKey(event, row)) onKeyDown(event, index, "sku");
                    }}
                    onBlur={() => setSuggest((open) => (open?.key === row.key ? null : open))}
                    onPaste={(event) => onPaste(event, row)}
                  />
                  {suggest?.key === row.key && suggest.items.length > 0 ? (
                    <div
                      id={`sku-suggest-${row.key}`}
                      role="listbox"
                      className={styles.suggest}
                      aria-label={t("suggestions")}
                      data-testid="sku-suggestions"
                    >
                      {suggest.items.map((product, position) => (
                        <div
                          key={product.id}
                          id={`sku-suggest-${row.key}-${position}`}
                          role="option"
                          tabIndex={-1}
                          aria-selected={position === suggest.active}
                          onMouseDown={(event) => {
                            // Keeps the focus in the field until the pick moves it to the quantity.
                            event.preventDefault();
                            pick(row, product);
                          }}
                        >
                          <span>{product.title}</span> <small dir="ltr">{product.sku}</small>
                        </div>
                      ))}
                    </div>
                  ) : null}
                </td>
                <td data-label={t("quantity")} className={styles.field}>
                  <input
                    ref={(element) => {
                      if (element) inputs.current.set(`qty-${row.key}`, element);
                      else inputs.current.delete(`qty-${row.key}`);
                    }}
                    className={`form-control ${styles.qty}`}
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    aria-label={`${t("quantity")} · ${t("rowLabel", { n })}`}
                    value={row.quantity}
                    onChange={(event) => update(row.key, { quantity: event.target.value.replace(/\D/g, "") })}
                    onKeyDown={(event) => onKeyDown(event, index, "qty")}
                  />
                </td>
                <td className={styles.product} data-label={t("product")}>
                  {product ? (
                    <span className={styles.productCell}>
                      <ProductImage image={product.images[0]} alt="" size={48} emptyText="" />
                      <Link href={productHref(product)}>{product.title}</Link>
                    </span>
                  ) : null}
                  {status ? (
                    <span
                      className={status.bad ? styles.error : styles.note}
                      role={status.bad ? "alert" : undefined}
                    >
                      {status.text}
                    </span>
                  ) : null}
                  {row.merged ? (
                    <span className={styles.note}>{t("merged", { lines: row.merged.join(", ") })}</span>
                  ) : null}
                </td>
                <td data-label={t("price")} className={styles.money}>
                  {shown?.price}
                </td>
                <td data-label={t("lineTotal")} className={styles.money}>
                  {line?.status === "ok" ? shown?.subtotal : null}
                </td>
                <td className={styles.removeCell}>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t("removeRow", { n })}
                    onClick={() =>
                      setRows((was) => {
                        const left = was.filter((kept) => kept.key !== row.key);
                        return left.length > 0 ? left : [emptyRow()];
                      })
                    }
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            const fresh = emptyRow();
            focusNext.current = `sku-${fresh.key}`;
            setRows((was) => [...was, fresh]);
          }}
        >
          {t("addRow")}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setRows([emptyRow(), emptyRow(), emptyRow()]);
            setProblems([]);
            setAdded(null);
          }}
        >
          {t("clear")}
        </button>
        <p className={styles.summary} aria-live="polite">
          {checking
            ? t("checking")
            : failed
              ? t("failed")
              : filled > 0
                ? t("summary", { ok: ready.length, total: filled })
                : ""}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={ready.length === 0 || checking}
          onClick={addAll}
        >
          {ready.length === 1 ? t("addOneLine") : t("addLines", { count: ready.length })}
        </button>
        {ready.length > 0 ? (
          <AddToListButton
            lines={() => ready.map((line) => ({ productId: line.product.id, quantity: line.quantity }))}
          />
        ) : null}
      </div>
      {added !== null && (
        <p className={styles.added} role="status">
          {t("added", { count: added })} <Link href="/shop/cart">{t("goToCart")}</Link>
        </p>
      )}
    </div>
  );
}
