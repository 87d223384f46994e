"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminCategoryCreateInput,
  type AdminCategoryDto,
  adminCategoryCreateSchema,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { showSaveError } from "../ui/form-errors";
import { ListResults } from "../ui/list-results";
import { toastDone } from "../ui/toast";
import { categoriesApi } from "./api";

type FormIn = z.input<typeof adminCategoryCreateSchema>;

function CategoryForm({ category, onDone }: { category: AdminCategoryDto | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormIn, unknown, AdminCategoryCreateInput>({
    resolver: zodResolver(adminCategoryCreateSchema),
    defaultValues: {
      title: category?.title ?? "",
      url: category?.url ?? "",
      metaTitle: category?.metaTitle ?? "",
      metaDescription: category?.metaDescription ?? "",
      metaKeywords: category?.metaKeywords ?? "",
      position: category?.position ?? 0,
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: AdminCategoryCreateInput) =>
      category ? categoriesApi.update(category.id, body) : categoriesApi.create(body),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.categories });
      queryClient.invalidateQueries({ queryKey: adminKeys.productOptions });
      toastDone(`${saved.title} saved.`);
      onDone();
    },
    onError: (error) => showSaveError(form, error),
  });
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="category-form-title"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <h2 id="category-form-title" className={styles.sectionTitle}>
        {category ? `Edit ${category.title}` : "New category"}
      </h2>
      <div className={styles.formGrid}>
        <Field id="category-title" label="Title" error={errors.title?.message}>
          <input {...describedBy("category-title", errors.title?.message)} {...form.register("title")} />
        </Field>
        <Field id="category-url" label="Url" error={errors.url?.message} hint="As in /shop/catalog/{url}.">
          <input {...describedBy("category-url", errors.url?.message, "x")} {...form.register("url")} />
        </Field>
        <Field id="category-position" label="Order" error={errors.position?.message}>
          <input
            inputMode="numeric"
            {...describedBy("category-position", errors.position?.message)}
            {...form.register("position", { valueAsNumber: true })}
          />
        </Field>
        <Field id="category-meta-title" label="Meta title" error={errors.metaTitle?.message}>
          <input
            {...describedBy("category-meta-title", errors.metaTitle?.message)}
            {...form.register("metaTitle")}
          />
        </Field>
      </div>
      <Field id="category-meta-description" label="Meta description" error={errors.metaDescription?.message}>
        <textarea
          rows={2}
          {...describedBy("category-meta-description", errors.metaDescription?.message)}
          {...form.register("metaDescription")}
        />
      </Field>
      <Field id="category-meta-keywords" label="Meta keywords" error={errors.metaKeywords?.message}>
        <input
          {...describedBy("category-meta-keywords", errors.metaKeywords?.message)}
          {...form.register("metaKeywords")}
        />
      </Field>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {category ? "Save category" : "Create category"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}

/** `/admin/categories`: title, url, meta title, description, keywords and order of each category. */
export function CategoriesPage() {
  const me = useMe();
  const canEdit = canDo(me.data, "catalogue.manage");
  const [editing, setEditing] = useState<AdminCategoryDto | "new" | null>(null);
  const query = useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => categoriesApi.list(signal),
  });
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Categories</h1>
        {canEdit ? (
          <div className={styles.actions}>
            <button type="button" className="btn btn-dark" onClick={() => setEditing("new")}>
              New category
            </button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <CategoryForm
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ListResults
        query={query}
        what="categories"
        render={(rows) => (
          <div className={styles.tableWrap} aria-busy={query.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">Categories</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Title</th>
                  <th scope="col">Url</th>
                  <th scope="col">Meta title</th>
                  <th scope="col" className={styles.num}>
                    Products
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((category) => (
                  <tr key={category.id}>
                    <td>{category.position}</td>
                    <td>{category.title}</td>
                    <td>{category.url}</td>
                    <td>{category.metaTitle || "—"}</td>
                    <td className={styles.num}>{category.productCount.toLocaleString("en-IN")}</td>
                    <td>
                      {canEdit ? (
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => setEditing(category)}
                        >
                          Edit
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
    </>
  );
}
