import { describe, expect, it } from "vitest";
import { SHORTCUTS, TOOLS, toolForKey } from "./tools";

describe("tool shortcuts", () => {
  it("uses Aseprite's letters, in either case", () => {
    const expected = {
      b: "pencil",
      e: "eraser",
      g: "fill",
      i: "eyedropper",
      l: "line",
      u: "rectangle",
      m: "select",
    };
    for (const [key, tool] of Object.entries(expected)) {
      expect(toolForKey(key)).toBe(tool);
      expect(toolForKey(key.toUpperCase())).toBe(tool);
    }
    expect(toolForKey("q")).toBeUndefined();
  });

  it("gives each letter to one tool, and lists every lettered tool in the ? panel", () => {
    const letters = TOOLS.flatMap((t) => (t.key ? [t.key] : []));
    expect(new Set(letters).size).toBe(letters.length);
    for (const letter of letters) expect(SHORTCUTS.some((s) => s.keys === letter)).toBe(true);
  });
});
