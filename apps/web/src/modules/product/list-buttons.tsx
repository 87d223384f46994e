"use client";

import type { Product } from "@/lib/api/types";
import { useCompare, useI18n, useWishlist } from "@/lib/store";
import { CompareIcon, HeartIcon } from "@/modules/layout/icons";

/**
 * The wish list and compare toggles of a product: pressed when the product is in the list, busy for the
 * action delay. `named` adds the product's title to their labels where several products share a page.
 */
export function ListButtons({ product, named = false }: { product: Product; named?: boolean }) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const compare = useCompare();
  const inWishlist = wishlist.has(product.id);
  const inCompare = compare.has(product.id);
  const label = (text: string) => (named ? `${text}: ${product.title}` : text);
  return (
    <>
      <button
        type="button"
        className="btn-icon"
        aria-label={label(t("product.addToWishlist"))}
        aria-pressed={inWishlist}
        aria-busy={wishlist.isPending(product.id)}
        disabled={wishlist.isPending(product.id)}
        data-testid="add-to-wishlist"
        onClick={() => (inWishlist ? wishlist.remove(product.id) : wishlist.add(product))}
      >
        {wishlist.isPending(product.id) ? <span className="spinner" /> : <HeartIcon width={18} height={18} />}
      </button>
      <button
        type="button"
        className="btn-icon"
        aria-label={label(t("product.addToCompare"))}
        aria-pressed={inCompare}
        aria-busy={compare.isPending(product.id)}
        disabled={compare.isPending(product.id)}
        data-testid="add-to-compare"
        onClick={() => (inCompare ? compare.remove(product.id) : compare.add(product))}
      >
        {compare.isPending(product.id) ? (
          <span className="spinner" />
        ) : (
          <CompareIcon width={18} height={18} />
        )}
      </button>
    </>
  );
}
