"use client";

import { SUGGEST_DELAY_MS, SUGGESTIONS_SHOWN } from "@roshni/core";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { clientApi } from "@/lib/api/client";
import type { Product } from "@/lib/api/types";
import { useCurrency, useI18n, useProductPrice } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { ProductImage } from "@/modules/product/product-image";
import { SearchIcon } from "./icons";
import { CATALOG_HREF, productHref } from "./links";

function Suggestion({ product, active }: { product: Product; active: boolean }) {
  const { price } = useProductPrice(product);
  const { formatPaise } = useCurrency();
  const image = product.images[0];
  return (
    <li>
      <Link href={productHref(product)} className="suggestion" aria-current={active} tabIndex={-1}>
        <ProductImage image={image} alt="" size={44} sizes="44px" emptyText="" />
        <span>
          <span className="suggestion-title">{product.title}</span>
          <span className="suggestion-sku">{product.sku}</span>
        </span>
        <span className="suggestion-price">{formatPaise(price)}</span>
      </Link>
    </li>
  );
}

/** Header search: suggestions after a 100 ms pause, newest answer only; submit opens the catalogue. */
export function HeaderSearch({ inputId }: { inputId: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = usePathname();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [items, setItems] = useState<Product[]>([]);
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(false);
  const [active, setActive] = useState(-1);
  const requestRef = useRef(0);

  // A request is made only for non-empty text after the pause; a later keystroke makes earlier answers stale.
  useEffect(() => {
    const query = text.trim();
    const request = ++requestRef.current;
    if (!query) {
      setItems([]);
      setSearched(false);
      setOpen(false);
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      clientApi
        .suggestions(query, { limit: SUGGESTIONS_SHOWN, signal: abort.signal })
        .then((found) => {
          if (request !== requestRef.current) return;
          setItems(found.slice(0, SUGGESTIONS_SHOWN));
          setSearched(true);
          setActive(-1);
        })
        .catch(() => {
          if (request !== requestRef.current) return;
          setItems([]);
          setSearched(true);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text]);

  // A route change closes the list (the pathname is the dependency that matters).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const showList = open && searched && text.trim() !== "";

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  // A press on a suggestion keeps focus in the input, so the input's blur does not close the list first.
  useEffect(() => {
    const list = listRef.current;
    if (!showList || !list) return;
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    list.addEventListener("mousedown", keepFocus);
    return () => list.removeEventListener("mousedown", keepFocus);
  }, [showList]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    setOpen(false);
    const href = query ? `${CATALOG_HREF}?query=${encodeURIComponent(query)}` : CATALOG_HREF;
    // SPEC.md section 2: replace the entry when already on the catalogue.
    if (pathname === CATALOG_HREF) router.replace(href);
    else router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false);
      return;
    }
    if (!open || items.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === "Enter" && active >= 0) {
      const product = items[active];
      if (product) {
        event.preventDefault();
        setOpen(false);
        router.push(productHref(product));
      }
    }
  };

  return (
    <div className="search" ref={rootRef}>
      <form className="search-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("header.search")}
        </label>
        <input
          id={inputId}
          className="search-input"
          type="search"
          name="query"
          autoComplete="off"
          placeholder={t("header.searchPlaceholder")}
          value={text}
          aria-describedby={showList ? listId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-submit" aria-label={t("header.search")}>
          <SearchIcon />
        </button>
      </form>
      {showList ? (
        <div ref={listRef} id={listId} data-testid="search-suggestions">
          {items.length > 0 ? (
            <ul className="suggestions" aria-label={t("header.searchResults")}>
              {items.map((product, index) => (
                <Suggestion key={product.id} product={product} active={index === active} />
              ))}
            </ul>
          ) : (
            <div className="suggestions suggestions-empty" role="status">
              {t("header.noSuggestions")}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
