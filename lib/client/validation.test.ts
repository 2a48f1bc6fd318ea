import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NormalMapRequest } from "@/lib/contract/edits";
import { GenerateSpriteRequest } from "@/lib/contract/sprites";
import { check, numberOrUndefined, toFieldErrors } from "./validation";

describe("contract issues in words", () => {
  it("names the field and the bound", () => {
    const result = check(GenerateSpriteRequest, { prompt: "ab", width: 20, height: 401 });
    expect(result).toEqual({
      ok: false,
      errors: {
        prompt: "Use at least 3 characters.",
        width: "Must be 32 or more.",
        height: "Must be 400 or less.",
      },
    });
  });

  it("explains whole numbers, empty numbers, enums and ids", () => {
    const result = check(GenerateSpriteRequest, {
      prompt: "a knight",
      width: 32.5,
      height: Number.NaN,
      direction: "up",
      palette_id: "nope",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.width).toBe("Must be a whole number.");
    expect(result.errors.height).toBe("Enter a number.");
    expect(result.errors.direction).toBe("Pick one of the listed values.");
    expect(result.errors.palette_id).toBe("Not a valid id.");
  });

  it("keeps a refinement's own message on its path", () => {
    const result = check(NormalMapRequest, {
      source_generation_id: "00000000-0000-4000-8000-000000000000",
      columns: 5,
      rows: 5,
    });
    expect(result).toEqual({
      ok: false,
      errors: { columns: "columns times rows must not exceed 24" },
    });
  });

  it("returns the parsed body, defaults filled, when valid", () => {
    const result = check(GenerateSpriteRequest, { prompt: "a knight" });
    expect(result).toMatchObject({ ok: true, data: { width: 64, height: 64, public: false } });
  });

  it("files root issues under form and keeps the first per field", () => {
    const schema = z
      .object({ a: z.string().min(2).max(1) })
      .refine(() => false, { message: "never" });
    const errors = toFieldErrors(schema.safeParse({ a: "" }).error?.issues ?? []);
    expect(errors.a).toBe("Use at least 2 characters.");
    expect(toFieldErrors([{ code: "custom", path: [], message: "whole", input: 1 }])).toEqual({
      form: "whole",
    });
  });

  it("reads spinbutton text", () => {
    expect(numberOrUndefined("")).toBeUndefined();
    expect(numberOrUndefined(" 48 ")).toBe(48);
    expect(numberOrUndefined("4e")).toBeNaN();
  });
});
