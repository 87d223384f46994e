import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listImagePath } from "@/lib/api/endpoints";
import type { BlogPage } from "@/lib/api/types";
import { getServerTranslate } from "@/lib/i18n/server";
import { ContentShell } from "@/modules/info/content-shell";
import { infoTranslate } from "@/modules/info/messages";
import { Link } from "@/modules/layout/link";
import { BLOG_PAGE_SIZE, loadBlogPage } from "./api";
import styles from "./blog.module.css";
import { blogTranslate, formatPostDate } from "./messages";
import { blogPageHref, blogPostHref, pageCount } from "./paging";

export async function blogListMetadata(page: number): Promise<Metadata> {
  const { language, t: tShop } = await getServerTranslate();
  const t = blogTranslate(language.locale);
  return {
    title: page > 1 ? `${tShop("topbar.blog")} · ${t("pageN", { page })}` : tShop("topbar.blog"),
    description: t("description"),
  };
}

/** /blog/category-classic: the posts, newest first, BLOG_PAGE_SIZE to a page chosen with `?page=`. */
export async function BlogListPage({ page }: { page: number }) {
  const { language, t: tShop } = await getServerTranslate();
  const locale = language.locale;
  const t = blogTranslate(locale);
  const info = infoTranslate(locale);

  let list: BlogPage | null = null;
  try {
    list = await loadBlogPage(page);
  } catch {
    list = null;
  }
  const pages = list ? pageCount(list.total, BLOG_PAGE_SIZE) : 1;
  if (list && list.total > 0 && page > pages) notFound();

  return (
    <ContentShell
      title={tShop("topbar.blog")}
      intro={t("intro")}
      crumbs={[{ href: "/", label: info("home") }]}
      breadcrumbLabel={info("breadcrumb")}
    >
      {!list ? (
        <p className={styles.notice} role="alert">
          {t("unavailable")}
        </p>
      ) : list.items.length === 0 ? (
        <p className={styles.notice}>{t("empty")}</p>
      ) : (
        <>
          <ul className={styles.grid} data-testid="blog-posts">
            {list.items.map((post) => (
              <li key={post.id} className={styles.card}>
                <Link
                  href={blogPostHref(post.slug)}
                  className={styles.cover}
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {post.coverImage ? (
                    // biome-ignore lint/performance/noImgElement: the storage already keeps a 400 px list size
                    <img
                      src={listImagePath(post.coverImage.path)}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </Link>
                <div className={styles.cardBody}>
                  <p className={styles.meta}>
                    <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
                    {" · "}
                    {t("by", { author: post.author })}
                  </p>
                  <h2 className={styles.cardTitle}>
                    <Link href={blogPostHref(post.slug)}>{post.title}</Link>
                  </h2>
                  <p className={styles.excerpt}>{post.excerpt}</p>
                  <Link href={blogPostHref(post.slug)} className={styles.more} aria-label={post.title}>
                    {t("readMore")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager page={page} pages={pages} t={t} /> : null}
        </>
      )}
    </ContentShell>
  );
}

function Pager({ page, pages, t }: { page: number; pages: number; t: ReturnType<typeof blogTranslate> }) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className={styles.pager} aria-label={t("pagination")} data-testid="blog-pager">
      {page > 1 ? (
        <Link href={blogPageHref(page - 1)} rel="prev">
          {t("previous")}
        </Link>
      ) : (
        <span className={styles.pagerDisabled}>{t("previous")}</span>
      )}
      <ol>
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link href={blogPageHref(number)} aria-label={t("pageOf", { page: number, pages })}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={blogPageHref(page + 1)} rel="next">
          {t("next")}
        </Link>
      ) : (
        <span className={styles.pagerDisabled}>{t("next")}</span>
      )}
    </nav>
  );
}
