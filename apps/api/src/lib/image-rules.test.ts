import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, listImageKey } from "./image-rules";

describe("the image rules", () => {
  it("the list size of a picture sits beside it, '-400' before the extension", () => {
    expect(listImageKey("products/chandelier-gold-1.webp")).toBe("products/chandelier-gold-1-400.webp");
    expect(listImageKey("banners/u-abc.webp")).toBe("banners/u-abc-400.webp");
    expect(listImageKey("blog/no-extension")).toBe("blog/no-extension-400");
    expect(listImageKey("a.b/c")).toBe("a.b/c-400");
  });

  it("a banner keeps its 3:1 shape on a phone, products and covers stay square", () => {
    const { main, list } = IMAGE_SIZES.banner;
    expect(main.width / main.height).toBe(3);
    expect(list.width / list.height).toBe(3);
    for (const kind of ["product", "blogCover"] as const) {
      expect(IMAGE_SIZES[kind].main.width).toBe(IMAGE_SIZES[kind].main.height);
      expect(IMAGE_SIZES[kind].list.width).toBe(IMAGE_SIZES[kind].list.height);
    }
  });
});
