import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pagination window", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(10, 103)).toEqual([1, null, 9, 10, 11, null, 103]);
    expect(pageWindow(1, 103)).toEqual([1, 2, null, 103]);
    expect(pageWindow(103, 103)).toEqual([1, null, 102, 103]);
  });

  it("fills a gap of one page with that page instead of an ellipsis", () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, null, 9]);
  });
});
