"use client";

import type { AdminBlogPostDto, BlogPostState } from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import NextLink from "next/link";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { DataTable } from "../ui/data-table";
import { Pager } from "../ui/pager";
import { SearchBox } from "../ui/search-box";
import { useUrlFilters } from "../ui/use-url-filters";
import { blogApi } from "./api";
import { formatIst } from "./publication";

export const POST_STATE_LABEL: Record<BlogPostState, { text: string; tone: string }> = {
  published: { text: "Published", tone: "good" },
  scheduled: { text: "Scheduled", tone: "info" },
  draft: { text: "Draft", tone: "warn" },
};

const columns: ColumnDef<AdminBlogPostDto, unknown>[] = [
  {
    header: "Post",
    cell: ({ row }) => (
      <>
        <NextLink href={`/admin/blog/${row.original.id}`} className={styles.rowLink}>
          {row.original.title}
        </NextLink>
        <span className={styles.sub}>/{row.original.slug}</span>
      </>
    ),
  },
  { header: "Author", cell: ({ row }) => row.original.author },
  {
    header: "Status",
    cell: ({ row }) => (
      <span className={styles.chip} data-tone={POST_STATE_LABEL[row.original.state].tone}>
        {POST_STATE_LABEL[row.original.state].text}
      </span>
    ),
  },
  {
    header: "Publication",
    cell: ({ row }) => (row.original.publishedAt ? formatIst(row.original.publishedAt) : "—"),
  },
];

/** `/admin/blog`: every post, newest written first; search the title, filter by status. */
export function BlogListPage() {
  const filters = useUrlFilters(["search", "state"] as const);
  const { values } = filters;
  const query = useQuery({
    queryKey: adminKeys.blogPosts.list(values, filters.cursor),
    queryFn: ({ signal }) => blogApi.list({ ...values, cursor: filters.cursor, limit: 25 }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items ?? [];
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Blog</h1>
        <div className={styles.actions}>
          <NextLink href="/admin/blog/new" className="btn btn-dark">
            New post
          </NextLink>
        </div>
      </div>
      <search className={styles.filters} aria-label="Filter blog posts">
        <SearchBox
          id="blog-search"
          label="Search"
          placeholder="Title"
          value={values.search}
          onSearch={(search) => filters.set({ search })}
        />
        <div className={styles.field}>
          <label htmlFor="blog-state">Show</label>
          <select
            id="blog-state"
            value={values.state}
            onChange={(event) => filters.set({ state: event.target.value })}
          >
            <option value="">Every post</option>
            <option value="published">Published</option>
            <option value="scheduled">Scheduled</option>
            <option value="draft">Drafts</option>
          </select>
        </div>
      </search>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The posts could not be loaded: {query.error.message}
        </p>
      ) : (
        <>
          <DataTable
            caption="Blog posts"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            rowHref={(row) => `/admin/blog/${row.id}`}
            loading={query.isFetching && !query.data}
            empty={filters.active ? "No post matches." : "No posts yet."}
          />
          <Pager
            nextCursor={query.data?.nextCursor}
            onNext={filters.page}
            onFirst={filters.firstPage}
            onFirstPage={!filters.cursor}
            shown={rows.length}
          />
        </>
      )}
    </>
  );
}
