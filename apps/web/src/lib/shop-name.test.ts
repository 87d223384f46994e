import { describe, expect, it } from "vitest";
import { metadata } from "@/app/layout";
import { pageTitle, SHOP_NAME } from "./shop-name";

describe("page titles", () => {
  it("follow the root layout's template", () => {
    const title = metadata.title as { template: string };
    expect(pageTitle("Something went wrong")).toBe(title.template.replace("%s", "Something went wrong"));
    expect(pageTitle("Ошибка")).toBe(`Ошибка | ${SHOP_NAME}`);
  });
});
