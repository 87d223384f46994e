"use client";

import type { AdminProductDto } from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toastDone, toastFailed } from "../ui/toast";
import { productsApi } from "./api";
import css from "./catalogue.module.css";

type Image = AdminProductDto["images"][number];

/** The product's pictures: upload (JPEG, PNG, WebP up to 20 MB), put in order (the first is the main one), remove. */
export function ProductImages({ product, canEdit }: { product: AdminProductDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<Image | null>(null);
  const settle = (saved: AdminProductDto | null, message: string) => {
    if (saved) queryClient.setQueryData(adminKeys.products.detail(product.id), saved);
    else queryClient.invalidateQueries({ queryKey: adminKeys.products.detail(product.id) });
    queryClient.invalidateQueries({ queryKey: adminKeys.products.all });
    toastDone(message);
  };
  const upload = useMutation({
    mutationFn: (file: File) => productsApi.uploadImage(product.id, file),
    onSuccess: (saved) => settle(saved, "Picture added."),
    onError: (error) => toastFailed(error),
    onSettled: () => {
      if (input.current) input.current.value = "";
    },
  });
  const reorder = useMutation({
    mutationFn: (imageIds: number[]) => productsApi.orderImages(product.id, imageIds),
    onSuccess: (saved) => settle(saved, "Pictures put in the new order."),
    onError: (error) => toastFailed(error),
  });
  const remove = useMutation({
    mutationFn: (image: Image) => productsApi.removeImage(product.id, image.id),
    onSuccess: () => {
      setRemoving(null);
      settle(null, "Picture removed.");
    },
    onError: (error) => toastFailed(error),
  });
  const ids = product.images.map((image) => image.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [taken] = next.splice(index, 1);
    if (taken === undefined) return;
    next.splice(index + by, 0, taken);
    reorder.mutate(next);
  };
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  return (
    <section className={styles.panel} aria-labelledby="product-images">
      <h2 id="product-images" className={styles.sectionTitle}>
        Pictures
      </h2>
      {product.images.length === 0 ? <p className={styles.muted}>No pictures yet.</p> : null}
      <ol className={css.gallery} data-testid="admin-gallery">
        {product.images.map((image, index) => (
          <li key={image.id}>
            {/* biome-ignore lint/performance/noImgElement: the stored list size, already 400 px */}
            <img src={image.listPath} alt={`${product.title}, view ${index + 1}`} width={150} height={150} />
            {canEdit ? (
              <span className={css.galleryActions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move picture ${index + 1} earlier`}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy || index === product.images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move picture ${index + 1} later`}
                >
                  →
                </button>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.danger}`}
                  disabled={busy}
                  onClick={() => setRemoving(image)}
                >
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className={styles.field}>
          <label htmlFor="product-image-file">Add a picture (JPEG, PNG or WebP, at most 20 MB)</label>
          <input
            ref={input}
            id="product-image-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {upload.isPending ? <span className={styles.hint}>Uploading and resizing…</span> : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this picture?"
        confirmLabel="Remove picture"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        Buyers will no longer see it on the product page.
      </ConfirmDialog>
    </section>
  );
}
