"use client";

import {
  type AdminBannerCreateInput,
  type AdminBannerDto,
  adminBannerCreateSchema,
  type BannerState,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { bodyResolver, showSaveError } from "../ui/form-errors";
import { toastDone, toastFailed } from "../ui/toast";
import { bannersApi } from "./api";
import css from "./content.module.css";

interface FormValues {
  title: string;
  link: string;
  startsOn: string;
  endsOn: string;
  imageKey: string;
}

function toBody(values: FormValues): AdminBannerCreateInput {
  return {
    title: values.title,
    link: values.link,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    imageKey: values.imageKey,
  };
}

const resolver = bodyResolver<FormValues>(adminBannerCreateSchema, toBody);

const STATE_LABEL: Record<BannerState, { text: string; tone: string }> = {
  current: { text: "On the home page", tone: "good" },
  scheduled: { text: "Waiting for its first day", tone: "info" },
  ended: { text: "Ended", tone: "bad" },
};

function BannerForm({ banner, onDone }: { banner: AdminBannerDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(banner?.listPath ?? null);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      title: banner?.title ?? "",
      link: banner?.link ?? "",
      startsOn: banner?.startsOn ?? "",
      endsOn: banner?.endsOn ?? "",
      imageKey: banner?.imageKey ?? "",
    },
  });
  const { errors } = form.formState;
  const upload = useMutation({
    mutationFn: (picture: File) => bannersApi.uploadImage(picture),
    onSuccess: (image) => {
      form.setValue("imageKey", image.imageKey, { shouldValidate: form.formState.isSubmitted });
      setPreview(image.listPath);
      toastDone("Picture uploaded. Save the banner to show it.");
    },
    onError: (error) => {
      if (file.current) file.current.value = "";
      toastFailed(error);
    },
  });
  const save = useMutation({
    mutationFn: (body: AdminBannerCreateInput) =>
      banner ? bannersApi.update(banner.id, body) : bannersApi.create(body),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.banners });
      toastDone(banner ? `Banner “${saved.title}” saved.` : `Banner “${saved.title}” created.`);
      onDone();
    },
    onError: (error) => {
      showSaveError(form, error);
    },
  });
  const err = (name: keyof FormValues) => errors[name]?.message as string | undefined;
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="banner-form-title"
      onSubmit={form.handleSubmit((values) => save.mutate(toBody(values)))}
    >
      <h2 id="banner-form-title" className={styles.sectionTitle}>
        {banner ? `Edit “${banner.title}”` : "New banner"}
      </h2>
      <div className={styles.formGrid}>
        <Field
          id="banner-title"
          label="Title"
          error={err("title")}
          hint="Read aloud to buyers who cannot see the picture (its alt text)."
        >
          <input {...describedBy("banner-title", err("title"), "x")} {...form.register("title")} />
        </Field>
        <Field
          id="banner-link"
          label="Link"
          error={err("link")}
          hint="A page of the shop (/shop/catalog/Chandeliers, /shop/catalog?sort=newest) or https://…"
        >
          <input
            {...describedBy("banner-link", err("link"), "x")}
            {...form.register("link")}
            placeholder="/shop/catalog/Chandeliers"
          />
        </Field>
        <Field id="banner-starts" label="First day" error={err("startsOn")} hint="Empty: from today.">
          <input
            type="date"
            {...describedBy("banner-starts", err("startsOn"), "x")}
            {...form.register("startsOn")}
          />
        </Field>
        <Field id="banner-ends" label="Last day" error={err("endsOn")} hint="Empty: no end.">
          <input
            type="date"
            {...describedBy("banner-ends", err("endsOn"), "x")}
            {...form.register("endsOn")}
          />
        </Field>
      </div>
      <div className={styles.field}>
        <label htmlFor="banner-file">
          {banner ? "Replace the picture" : "Picture"} (JPEG, PNG or WebP, at most 20 MB)
        </label>
        <input
          ref={file}
          id="banner-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          aria-invalid={err("imageKey") ? true : undefined}
          aria-describedby={err("imageKey") ? "banner-file-error" : "banner-file-hint"}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) upload.mutate(picked);
          }}
        />
        {err("imageKey") ? (
          <span className={styles.fieldError} id="banner-file-error" role="alert">
            {err("imageKey")}
          </span>
        ) : (
          <span className={styles.hint} id="banner-file-hint">
            {upload.isPending
              ? "Uploading and resizing…"
              : "Shown at 1920 × 640 (960 × 320 on phones); another shape is cropped to 3 : 1 around its centre."}
          </span>
        )}
      </div>
      {preview ? (
        // biome-ignore lint/performance/noImgElement: the stored 960 px size
        <img
          className={css.bannerPreview}
          src={preview}
          alt="The banner as the slider shows it"
          width={480}
          height={160}
        />
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending || upload.isPending}
          aria-busy={save.isPending || undefined}
        >
          {banner ? "Save banner" : "Create banner"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}

function days(banner: AdminBannerDto): string {
  if (!banner.startsOn && !banner.endsOn) return "Always";
  if (!banner.endsOn) return `From ${banner.startsOn}`;
  if (!banner.startsOn) return `Until ${banner.endsOn}`;
  return `${banner.startsOn} to ${banner.endsOn}`;
}

/**
 * `/admin/banners`: the home page's slider. Banners in their order (↑/↓ move one, by keyboard too),
 * their days and whether they show today; create, edit, remove after a confirmation.
 */
export function BannersPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminBannerDto | "new" | null>(null);
  const [removing, setRemoving] = useState<AdminBannerDto | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const query = useQuery({
    queryKey: adminKeys.banners,
    queryFn: ({ signal }) => bannersApi.list(signal),
  });
  const reorder = useMutation({
    mutationFn: (input: { ids: number[]; moved: AdminBannerDto; focus: string }) =>
      bannersApi.reorder(input.ids),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(adminKeys.banners, saved);
      toastDone(`“${input.moved.title}” moved.`);
      // The pressed button gets the focus back once the buttons are enabled again (below), so the
      // banner can be moved again at once.
      setFocusAfterMove(input.focus);
    },
    onError: (error) => toastFailed(error),
  });
  const remove = useMutation({
    mutationFn: (banner: AdminBannerDto) => bannersApi.remove(banner.id),
    onSuccess: (_answer, banner) => {
      setRemoving(null);
      queryClient.invalidateQueries({ queryKey: adminKeys.banners });
      toastDone(`Banner “${banner.title}” removed.`);
    },
    onError: (error) => toastFailed(error),
  });
  const items = query.data?.items ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((banner) => banner.id);
    const [taken] = ids.splice(index, 1);
    const moved = items[index];
    if (taken === undefined || !moved) return;
    ids.splice(index + by, 0, taken);
    reorder.mutate({ ids, moved, focus: `banner-${by < 0 ? "up" : "down"}-${moved.id}` });
  };
  const busy = reorder.isPending || remove.isPending;
  useEffect(() => {
    // A disabled button cannot hold the focus: wait until the move has settled and the buttons are back.
    // At the top (or the bottom) the pressed arrow is disabled, and the banner's other arrow takes it.
    if (focusAfterMove === null || busy) return;
    const other = focusAfterMove.replace(/-(up|down)-/, (_m, d) => `-${d === "up" ? "down" : "up"}-`);
    const button = (id: string) => document.getElementById(id) as HTMLButtonElement | null;
    const pressed = button(focusAfterMove);
    (pressed && !pressed.disabled ? pressed : button(other))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, busy]);
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Banners</h1>
        <div className={styles.actions}>
          <button type="button" className="btn btn-dark" onClick={() => setEditing("new")}>
            New banner
          </button>
        </div>
      </div>
      <p className={styles.muted}>
        The home page's slider shows the banners of today (India time) in this order; a change shows on the
        next visit of the home page.
      </p>
      {editing ? (
        <BannerForm
          key={editing === "new" ? "new" : editing.id}
          banner={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The banners could not be loaded: {query.error.message}
        </p>
      ) : (
        <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
          <table className={styles.table} data-testid="admin-banners">
            <caption className="visually-hidden">Banners in the order of the slider</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Picture</th>
                <th scope="col">Title and link</th>
                <th scope="col">Days</th>
                <th scope="col">Today</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((banner, index) => (
                <tr key={banner.id}>
                  <td data-label="Order">
                    <span className={css.order}>
                      <span>{index + 1}</span>
                      <button
                        id={`banner-up-${banner.id}`}
                        type="button"
                        className="btn btn-outline"
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`Move “${banner.title}” up`}
                      >
                        ↑
                      </button>
                      <button
                        id={`banner-down-${banner.id}`}
                        type="button"
                        className="btn btn-outline"
                        disabled={busy || index === items.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Move “${banner.title}” down`}
                      >
                        ↓
                      </button>
                    </span>
                  </td>
                  <td data-label="Picture">
                    {/* biome-ignore lint/performance/noImgElement: the stored 960 px size */}
                    <img className={css.thumb} src={banner.listPath} alt="" width={180} height={60} />
                  </td>
                  <td data-label="Title and link">
                    <strong>{banner.title}</strong>
                    <span className={styles.sub}>{banner.link}</span>
                  </td>
                  <td data-label="Days">{days(banner)}</td>
                  <td data-label="Today">
                    <span className={styles.chip} data-tone={STATE_LABEL[banner.state].tone}>
                      {STATE_LABEL[banner.state].text}
                    </span>
                  </td>
                  <td>
                    <span className={styles.actions}>
                      <button type="button" className="btn btn-outline" onClick={() => setEditing(banner)}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.dangerOutline}`}
                        disabled={busy}
                        onClick={() => setRemoving(banner)}
                      >
                        Remove
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.isSuccess && items.length === 0 ? (
            <p className={styles.empty}>No banners yet: the home page shows its heading alone.</p>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove the banner “${removing?.title ?? ""}”?`}
        confirmLabel="Remove banner"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        It leaves the home page at once and its picture is deleted. To show it again later, set its days
        instead.
      </ConfirmDialog>
    </>
  );
}
