import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { BlogPost } from "@/lib/api/types";
import { getServerTranslate } from "@/lib/i18n/server";
import { ContentShell } from "@/modules/info/content-shell";
import { infoTranslate } from "@/modules/info/messages";
import { Link } from "@/modules/layout/link";
import { loadBlogPage, loadBlogPost, loadNewestPost } from "./api";
import styles from "./blog.module.css";
import { BlogMarkdown } from "./markdown";
import { blogTranslate, formatPostDate } from "./messages";
import { blogPageHref, blogPostHref } from "./paging";

/** Posts listed beside an article. */
const LATEST_SHOWN = 5;

/** The post of `?slug=`, or the newest post when no slug is given; null when there is none. */
async function findPost(slug: string | undefined): Promise<BlogPost | null> {
  return slug ? loadBlogPost(slug) : loadNewestPost();
}

export async function blogPostMetadata(slug: string | undefined): Promise<Metadata> {
  try {
    const post = await findPost(slug);
    if (post) return { title: post.title, description: post.excerpt };
  } catch {
    // The page itself reports an unreachable API; the metadata falls back to the blog's.
  }
  const { language, t: tShop } = await getServerTranslate();
  const t = blogTranslate(language.locale);
  return { title: tShop("topbar.blog"), description: t("description") };
}

/** /blog/post-classic: one article (`?slug=`), the newest without a slug, with the latest posts beside it. */
export async function BlogPostPage({ slug }: { slug: string | undefined }) {
  const { language, t: tShop } = await getServerTranslate();
  const locale = language.locale;
  const t = blogTranslate(locale);
  const info = infoTranslate(locale);

  const [post, latest] = await Promise.all([
    findPost(slug),
    loadBlogPage(1, LATEST_SHOWN).then(
      (page) => page.items,
      () => [],
    ),
  ]);
  if (!post) notFound();

  return (
    <ContentShell
      title={post.title}
      crumbs={[
        { href: "/", label: info("home") },
        { href: blogPageHref(1), label: tShop("topbar.blog") },
      ]}
      breadcrumbLabel={info("breadcrumb")}
    >
      <div className={styles.layout}>
        <article className={`${styles.article} prose`} data-testid="blog-post" lang="en">
          <p className={styles.meta}>
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
            {" · "}
            {t("by", { author: post.author })}
          </p>
          {post.coverImage ? (
            // biome-ignore lint/performance/noImgElement: the stored image is served as is; next/image would proxy it again
            <img
              className={styles.articleCover}
              src={post.coverImage.path}
              alt=""
              width={1200}
              height={1200}
              fetchPriority="high"
            />
          ) : null}
          <BlogMarkdown source={post.body} />
          <Link href={blogPageHref(1)} className={styles.back}>
            {t("backToBlog")}
          </Link>
        </article>
        {latest.length > 0 ? (
          <aside className={styles.aside} aria-labelledby="blog-latest">
            <h2 className={styles.asideTitle} id="blog-latest">
              {t("latest")}
            </h2>
            <ul className={styles.latest}>
              {latest.map((item) => (
                <li key={item.id}>
                  <Link
                    href={blogPostHref(item.slug)}
                    aria-current={item.slug === post.slug ? "page" : undefined}
                  >
                    {item.title}
                  </Link>
                  <p className={styles.meta}>
                    <time dateTime={item.publishedAt}>{formatPostDate(item.publishedAt, locale)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </ContentShell>
  );
}
