"use client";

import type { ListItem } from "@/lib/store";
import { useCart, useI18n, useWishlist } from "@/lib/store";
import { stockNoteText } from "@/modules/cart/line-notes";
import { cartMessages } from "@/modules/cart/messages";
import { SavedListGate } from "@/modules/cart/saved-list-gate";
import shared from "@/modules/cart/shop-pages.module.css";
import { useModuleText } from "@/modules/cart/use-module-text";
import { CartIcon, CloseIcon, HeartIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { productHref } from "@/modules/layout/links";
import { ProductImage } from "@/modules/product/product-image";
import { ProductPrice } from "@/modules/product/product-price";
import { wishlistMessages } from "./messages";
import styles from "./wishlist.module.css";

/** `/shop/wishlist`: the saved products with their group price, stock, add to cart and remove. */
export function WishlistView() {
  const tx = useModuleText(wishlistMessages);
  const { items } = useWishlist();
  return (
    <SavedListGate
      count={items.length}
      empty={{
        message: tx("empty"),
        hint: tx("emptyHint"),
        actionLabel: tx("browseCatalogue"),
        icon: <HeartIcon width={40} height={40} />,
        testId: "wishlist-empty",
      }}
    >
      <div className={styles.wrap}>
        <p className={shared.muted}>{tx("count", { count: items.length })}</p>
        <ul className={styles.list} data-testid="wishlist">
          {items.map((item) => (
            <WishlistRow key={item.id} item={item} />
          ))}
        </ul>
      </div>
    </SavedListGate>
  );
}

function WishlistRow({ item }: { item: ListItem }) {
  const tx = useModuleText(wishlistMessages);
  const cartText = useModuleText(cartMessages);
  const { t } = useI18n();
  const wishlist = useWishlist();
  const cart = useCart();
  const removing = wishlist.isPending(item.id);
  const adding = cart.isPending(item.id);
  const href = productHref(item);
  const note = stockNoteText(item, cartText);

  return (
    <li className={styles.row} data-testid="wishlist-item" data-product-id={item.id}>
      <Link href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ProductImage image={item.images[0]} alt="" size={160} emptyText={t("product.noImage")} />
      </Link>
      <div className={styles.info}>
        <Link href={href} className={styles.name}>
          {item.name}
        </Link>
        <span className={shared.muted}>
          {t("product.skuLabel")} <bdi>{item.sku}</bdi>
        </span>
        <ProductPrice product={item} />
        <span className={item.stock > 0 ? styles.inStock : styles.outOfStock}>
          {item.stock > 0 ? tx("inStock", { count: item.stock }) : tx("outOfStock")}
        </span>
        {note ? <span className={styles.note}>{note}</span> : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-dark"
          aria-busy={adding}
          disabled={adding}
          aria-label={`${t("product.addToCart")}: ${item.name}`}
          onClick={() => cart.add(item)}
          data-testid="wishlist-add-to-cart"
        >
          {adding ? <span className="spinner" /> : <CartIcon width={18} height={18} />}
          {t("product.addToCart")}
        </button>
        <button
          type="button"
          className={`${shared.iconButton} ${styles.remove}`}
          aria-label={`${tx("remove")}: ${item.name}`}
          title={tx("remove")}
          aria-busy={removing}
          disabled={removing}
          onClick={() => wishlist.remove(item.id)}
          data-testid="wishlist-remove"
        >
          {removing ? <span className="spinner" /> : <CloseIcon width={18} height={18} />}
        </button>
      </div>
    </li>
  );
}
