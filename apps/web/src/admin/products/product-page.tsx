"use client";

import { useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { productsApi, useProductOptions } from "./api";
import { ProductForm } from "./product-form";
import { ProductImages } from "./product-images";
import { VolumePrices } from "./volume-prices";

/** `/admin/products/{id}` and `/admin/products/new`. */
export function ProductPage({ id }: { id: number | null }) {
  const me = useMe();
  const options = useProductOptions();
  const product = useQuery({
    queryKey: adminKeys.products.detail(id),
    // Runs only with an id (`enabled`).
    queryFn: ({ signal }) => productsApi.get(id as number, signal),
    enabled: id !== null,
  });
  const canEdit = canDo(me.data, "catalogue.manage");
  const failed = options.error ?? product.error;
  const title = id === null ? "New product" : (product.data?.title ?? "Product");

  return (
    <>
      <NextLink href="/admin/products" className={styles.back}>
        ← Products
      </NextLink>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {product.data ? (
          <div className={styles.actions}>
            {product.data.visible ? (
              <a
                href={`/shop/products/${product.data.slug}`}
                target="_blank"
                rel="noreferrer"
                className="btn btn-outline"
              >
                View on the website
              </a>
            ) : (
              <span className={styles.chip} data-tone="bad">
                Hidden from the website
              </span>
            )}
          </div>
        ) : null}
      </div>
      {failed ? (
        <p className={styles.alert} role="alert">
          The product could not be loaded: {failed.message}
        </p>
      ) : !options.data || (id !== null && !product.data) ? (
        <p className={styles.muted} aria-busy="true">
          Loading…
        </p>
      ) : (
        <div className={styles.stack}>
          {product.data ? <ProductImages product={product.data} canEdit={canEdit} /> : null}
          <ProductForm
            key={product.data?.updatedAt ?? "new"}
            product={product.data ?? null}
            options={options.data}
            canEdit={canEdit}
          />
          {product.data ? (
            <VolumePrices productId={product.data.id} canEdit={canDo(me.data, "prices.volume")} />
          ) : null}
        </div>
      )}
    </>
  );
}
