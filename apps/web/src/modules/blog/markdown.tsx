import type { ComponentProps } from "react";
import Markdown, { type Components, defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import styles from "./blog.module.css";

/**
 * A blog post's body: Markdown with GitHub's additions (tables, lists, strikethrough, autolinks), the one
 * renderer of the storefront's post page and the back office's live preview. No HTML: raw HTML in the
 * text is dropped, pictures are left out (a post has its cover), and a link keeps only http(s), mailto,
 * tel and relative addresses (react-markdown's `defaultUrlTransform` empties `javascript:` and the like).
 * The post's title is the page's h1, so a `# heading` in the text is shown as a second-level heading.
 */
const SHOP_ORIGIN = "https://shop.invalid";

function isExternal(href: string | undefined): boolean {
  if (!href) return false;
  try {
    return new URL(href, SHOP_ORIGIN).origin !== SHOP_ORIGIN;
  } catch {
    return false;
  }
}

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  // A refused address (`javascript:` …) comes as ''; its words stay as plain text, not a link to this page.
  a: ({ node: _node, href, ...props }: ComponentProps<"a"> & { node?: unknown }) =>
    !href ? (
      <span>{props.children}</span>
    ) : isExternal(href) ? (
      <a href={href} rel="noopener noreferrer nofollow ugc" {...props} />
    ) : (
      <a href={href} {...props} />
    ),
  table: ({ node: _node, ...props }) => (
    <div className={styles.tableScroll}>
      <table {...props} />
    </div>
  ),
};

export function BlogMarkdown({ source }: { source: string }) {
  return (
    <div className={styles.articleBody}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={["img"]}
        unwrapDisallowed
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {source}
      </Markdown>
    </div>
  );
}
