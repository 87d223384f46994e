import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogMarkdown } from "./markdown";

const html = (source: string) => renderToStaticMarkup(<BlogMarkdown source={source} />);

describe("the blog's Markdown renderer (post page and back-office preview)", () => {
  it("renders the seeded posts' blank-line paragraphs as paragraphs", () => {
    const out = html("First line\ncontinues.\n\nSecond paragraph.");
    expect(out).toContain("<p>First line\ncontinues.</p>");
    expect(out).toContain("<p>Second paragraph.</p>");
  });

  it("renders headings (a # heading below the page's h1), lists, emphasis and GFM tables", () => {
    const out = html("# Sizes\n\n## Rooms\n\n- **48 inch**\n- _warm_\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(out).not.toContain("<h1");
    expect(out).toContain("<h2>Sizes</h2>");
    expect(out).toContain("<h2>Rooms</h2>");
    expect(out).toContain("<li><strong>48 inch</strong></li>");
    expect(out).toContain("<em>warm</em>");
    expect(out).toMatch(/<table>.*<td>1<\/td>/s);
  });

  it("drops raw HTML and pictures and empties unsafe link addresses", () => {
    const out = html(
      '<script>alert(1)</script>\n\n<b onclick="x()">bold</b> text\n\n![pic](https://example.com/a.png)\n\n[click](javascript:alert(1)) [mail](mailto:sales@roshnilighting.in)',
    );
    expect(out).not.toContain("<script");
    expect(out).not.toContain("onclick");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("javascript:");
    expect(out).toContain("<span>click</span>");
    expect(out).not.toContain('href=""');
    expect(out).toContain('href="mailto:sales@roshnilighting.in"');
  });

  it("marks links to other sites nofollow and noopener; shop links stay plain", () => {
    const out = html("[fans](https://example.com/fans) and [chandeliers](/shop/catalog/Chandeliers)");
    expect(out).toContain(
      '<a href="https://example.com/fans" rel="noopener noreferrer nofollow ugc">fans</a>',
    );
    expect(out).toContain('<a href="/shop/catalog/Chandeliers">chandeliers</a>');
  });
});
