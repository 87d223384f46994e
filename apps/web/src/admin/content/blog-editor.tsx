"use client";

import {
  type AdminBlogPostCreateInput,
  type AdminBlogPostDto,
  adminBlogPostCreateSchema,
  slugFromTitle,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useDeferredValue, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { BlogMarkdown } from "@/modules/blog/markdown";
import { blogPostHref } from "@/modules/blog/paging";
import { adminKeys } from "../api/query-keys";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { bodyResolver, showSaveError } from "../ui/form-errors";
import { toastDone, toastFailed } from "../ui/toast";
import { blogApi } from "./api";
import { POST_STATE_LABEL } from "./blog-list";
import css from "./content.module.css";
import { formatIst, istLocalToIso, istLocalValue } from "./publication";

interface FormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  coverKey: string;
  publication: "draft" | "date";
  publishedAt: string;
}

function toBody(values: FormValues): AdminBlogPostCreateInput {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    body: values.body,
    author: values.author,
    category: values.category,
    coverKey: values.coverKey,
    publishedAt: values.publication === "draft" ? null : istLocalToIso(values.publishedAt),
  };
}

const resolver = bodyResolver<FormValues>(adminBlogPostCreateSchema, toBody);

/** Now on India's clock, to the minute, as the publication field takes it. */
const nowValue = () => istLocalValue(new Date().toISOString());

function defaults(post: AdminBlogPostDto | null, author: string): FormValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    body: post?.body ?? "",
    author: post?.author ?? author,
    category: post?.category ?? "",
    coverKey: post?.coverKey ?? "",
    publication: post?.publishedAt ? "date" : "draft",
    publishedAt: post?.publishedAt ? istLocalValue(post.publishedAt) : "",
  };
}

/** The preview beside the text: the storefront's own renderer, a moment behind the typing. */
function Preview({ control }: { control: ReturnType<typeof useForm<FormValues>>["control"] }) {
  const [title, body] = useWatch({ control, name: ["title", "body"] });
  const deferredBody = useDeferredValue(body);
  return (
    <section className={`${styles.panel} ${css.preview}`} aria-labelledby="blog-preview-title">
      <h2 id="blog-preview-title" className={styles.sectionTitle}>
        Preview
      </h2>
      <div className="prose" data-testid="blog-preview">
        <h2 className={css.previewTitle}>{title || "Title"}</h2>
        {deferredBody.trim() ? (
          <BlogMarkdown source={deferredBody} />
        ) : (
          <p className={styles.muted}>The post appears here as buyers will read it.</p>
        )}
      </div>
    </section>
  );
}

function BlogForm({ post }: { post: AdminBlogPostDto | null }) {
  const me = useMe();
  const router = useRouter();
  const queryClient = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [cover, setCover] = useState<string | null>(post?.coverListPath ?? null);
  const [deleting, setDeleting] = useState(false);
  const slugEdited = useRef(post !== null);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults(post, me.data?.name ?? "") });
  const { errors } = form.formState;
  const publication = useWatch({ control: form.control, name: "publication" });
  const err = (name: keyof FormValues) => errors[name]?.message as string | undefined;

  const settle = (saved: AdminBlogPostDto) => {
    queryClient.setQueryData(adminKeys.blogPosts.detail(saved.id), saved);
    queryClient.invalidateQueries({ queryKey: adminKeys.blogPosts.all });
    form.reset(defaults(saved, saved.author));
    setCover(saved.coverListPath);
  };
  const onServerError = (error: Error) => showSaveError(form, error);
  const save = useMutation({
    mutationFn: (body: AdminBlogPostCreateInput) =>
      post ? blogApi.update(post.id, body) : blogApi.create(body),
    onSuccess: (saved) => {
      settle(saved);
      const when = saved.publishedAt ? formatIst(saved.publishedAt) : "";
      toastDone(
        saved.state === "published"
          ? `“${saved.title}” is published.`
          : saved.state === "scheduled"
            ? `“${saved.title}” is scheduled for ${when}.`
            : `Draft “${saved.title}” saved.`,
      );
      if (!post) router.replace(`/admin/blog/${saved.id}`);
    },
    onError: onServerError,
  });
  const unpublish = useMutation({
    mutationFn: (id: number) => blogApi.update(id, { publishedAt: null }),
    onSuccess: (saved) => {
      settle(saved);
      toastDone(`“${saved.title}” is back to a draft: buyers no longer see it.`);
    },
    onError: onServerError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => blogApi.remove(id),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminKeys.blogPosts.all });
      toastDone(`“${post?.title ?? "The post"}” deleted.`);
      router.push("/admin/blog");
    },
    onError: (error) => toastFailed(error),
  });
  const upload = useMutation({
    mutationFn: (picture: File) => blogApi.uploadCover(picture),
    onSuccess: (image) => {
      form.setValue("coverKey", image.imageKey, { shouldDirty: true });
      setCover(image.listPath);
      toastDone("Cover uploaded. Save the post to keep it.");
    },
    onError: (error) => toastFailed(error),
    onSettled: () => {
      if (file.current) file.current.value = "";
    },
  });
  const title = form.register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) form.setValue("slug", slugFromTitle(event.target.value));
    },
  });
  const busy = save.isPending || unpublish.isPending || remove.isPending || upload.isPending;

  return (
    <div className={css.editor}>
      <form
        className={styles.panel}
        noValidate
        aria-labelledby="blog-form-title"
        onSubmit={form.handleSubmit((values) => save.mutate(toBody(values)))}
      >
        <h2 id="blog-form-title" className={styles.sectionTitle}>
          {post ? "Edit the post" : "Write a post"}
        </h2>
        <Field id="blog-title" label="Title" error={err("title")}>
          <input {...describedBy("blog-title", err("title"))} {...title} />
        </Field>
        <Field
          id="blog-slug"
          label="Address (slug)"
          error={err("slug")}
          hint="The post's address: /blog/post-classic?slug=…; filled from the title."
        >
          <input
            {...describedBy("blog-slug", err("slug"), "x")}
            {...form.register("slug", {
              onChange: () => {
                slugEdited.current = true;
              },
            })}
          />
        </Field>
        <Field
          id="blog-excerpt"
          label="Summary"
          error={err("excerpt")}
          hint="Shown in the blog list, at most 400 characters."
        >
          <textarea
            rows={2}
            {...describedBy("blog-excerpt", err("excerpt"), "x")}
            {...form.register("excerpt")}
          />
        </Field>
        <Field
          id="blog-body"
          label="Text (Markdown)"
          error={err("body")}
          hint="Blank line: new paragraph. ## Heading, **bold**, _italic_, - list, [link](https://…) or [link](/shop/catalog/Chandeliers), | tables |."
        >
          <textarea
            rows={18}
            className={css.body}
            {...describedBy("blog-body", err("body"), "x")}
            {...form.register("body")}
          />
        </Field>
        <div className={styles.formGrid}>
          <Field id="blog-author" label="Author" error={err("author")}>
            <input {...describedBy("blog-author", err("author"))} {...form.register("author")} />
          </Field>
          <Field
            id="blog-category"
            label="Category"
            error={err("category")}
            hint="Optional, e.g. Buying guides."
          >
            <input {...describedBy("blog-category", err("category"), "x")} {...form.register("category")} />
          </Field>
        </div>
        <div className={styles.field}>
          <label htmlFor="blog-cover">Cover picture (JPEG, PNG or WebP, at most 20 MB; cropped square)</label>
          {cover ? (
            // biome-ignore lint/performance/noImgElement: the stored 400 px size
            <img className={css.cover} src={cover} alt="The post's cover" width={200} height={200} />
          ) : null}
          <input
            ref={file}
            id="blog-cover"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            aria-invalid={err("coverKey") ? true : undefined}
            aria-describedby={err("coverKey") ? "blog-cover-error" : undefined}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked) upload.mutate(picked);
            }}
          />
          {upload.isPending ? <span className={styles.hint}>Uploading and resizing…</span> : null}
          {err("coverKey") ? (
            <span className={styles.fieldError} id="blog-cover-error" role="alert">
              {err("coverKey")}
            </span>
          ) : null}
          {cover ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                form.setValue("coverKey", "", { shouldDirty: true });
                setCover(null);
              }}
            >
              Remove the cover
            </button>
          ) : null}
        </div>
        <fieldset className={css.publication}>
          <legend className={styles.legend}>Publication</legend>
          <label className={styles.check}>
            <input type="radio" value="draft" {...form.register("publication")} />
            Draft: buyers do not see it
          </label>
          <label className={styles.check}>
            <input type="radio" value="date" {...form.register("publication")} />
            Published from a date and time (India)
          </label>
          {publication === "date" ? (
            <Field
              id="blog-published-at"
              label="Publication date and time (India)"
              error={err("publishedAt")}
              hint="A future time schedules the post: the blog, its page and the sitemap show it from then on."
            >
              <span className={styles.actions}>
                <input
                  type="datetime-local"
                  {...describedBy("blog-published-at", err("publishedAt"), "x")}
                  {...form.register("publishedAt")}
                />
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => form.setValue("publishedAt", nowValue(), { shouldDirty: true })}
                >
                  Now
                </button>
              </span>
            </Field>
          ) : null}
        </fieldset>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-dark"
            disabled={busy}
            aria-busy={save.isPending || undefined}
          >
            {post ? "Save post" : "Create post"}
          </button>
          {post && post.state !== "draft" ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => unpublish.mutate(post.id)}
            >
              Unpublish
            </button>
          ) : null}
          {post ? (
            <button
              type="button"
              className={`btn btn-outline ${styles.dangerOutline}`}
              disabled={busy}
              onClick={() => setDeleting(true)}
            >
              Delete post
            </button>
          ) : null}
        </div>
      </form>
      <Preview control={form.control} />
      {post ? (
        <ConfirmDialog
          open={deleting}
          title={`Delete “${post.title}”?`}
          confirmLabel="Delete post"
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate(post.id)}
          onClose={() => setDeleting(false)}
        >
          The post and its cover are deleted for good; links to it will answer "page not found". To hide it
          for a while, unpublish it instead.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** `/admin/blog/{id}` and `/admin/blog/new`: the post's form with a live preview beside it. */
export function BlogEditorPage({ id }: { id: number | null }) {
  const me = useMe();
  const post = useQuery({
    queryKey: adminKeys.blogPosts.detail(id),
    // Runs only with an id (`enabled`).
    queryFn: ({ signal }) => blogApi.get(id as number, signal),
    enabled: id !== null,
  });
  const data = post.data ?? null;
  return (
    <>
      <NextLink href="/admin/blog" className={styles.back}>
        ← Blog
      </NextLink>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{id === null ? "New post" : (data?.title ?? "Post")}</h1>
        {data ? (
          <div className={styles.actions}>
            <span className={styles.chip} data-tone={POST_STATE_LABEL[data.state].tone}>
              {POST_STATE_LABEL[data.state].text}
              {data.publishedAt && data.state === "scheduled" ? ` for ${formatIst(data.publishedAt)}` : ""}
            </span>
            {data.state === "published" ? (
              <a href={blogPostHref(data.slug)} target="_blank" rel="noreferrer" className="btn btn-outline">
                View on the website
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {post.isError ? (
        <p className={styles.alert} role="alert">
          The post could not be loaded: {post.error.message}
        </p>
      ) : (id !== null && !data) || !me.data ? (
        <p className={styles.muted} aria-busy="true">
          Loading…
        </p>
      ) : (
        <BlogForm key={data ? `${data.id}` : "new"} post={data} />
      )}
    </>
  );
}
