import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const shown = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-toastify", () => ({ toast: shown }));

const { toastFailed, toastInvalid } = await import("./toast");
const { showSaveError } = await import("./form-errors");
const { ApiError } = await import("@/lib/api/errors");

describe("the back office's failure toasts", () => {
  beforeEach(() => {
    shown.error.mockClear();
  });

  it("say nothing generic when the browser's own check refused a form: the fields say it", () => {
    const refused = z.object({ reference: z.string().min(6, { error: "Use 6 characters." }) }).safeParse({
      reference: "ab",
    });
    if (refused.success) throw new Error("the schema should refuse");
    toastFailed(refused.error);
    const setError = vi.fn();
    showSaveError({ setError }, refused.error);
    expect(shown.error).not.toHaveBeenCalled();
    expect(setError).toHaveBeenCalledWith("reference", { type: "server", message: "Use 6 characters." });
  });

  it("point at the fields of a long form without calling it a failure", () => {
    toastInvalid("Some settings need a correction: see the messages under the fields.");
    expect(shown.error).toHaveBeenCalledWith(
      "Some settings need a correction: see the messages under the fields.",
      // One id per sentence: a second refusal while the first toast shows does not stack another.
      { toastId: "invalid:Some settings need a correction: see the messages under the fields." },
    );
    expect(shown.error).not.toHaveBeenCalledWith(expect.stringContaining("That did not work"));
  });

  it("give the API's sentence, and the generic one only when nothing better is known", () => {
    toastFailed(new ApiError({ kind: "client", status: 409, message: "This SKU is taken." }));
    toastFailed(new TypeError("Failed to fetch"));
    expect(shown.error.mock.calls).toEqual([
      ["This SKU is taken."],
      ["That did not work. Please try again."],
    ]);
  });
});
