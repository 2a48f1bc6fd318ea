import { describe, expect, it } from "vitest";
import { KNOWN_MISSES, PROMPT_SET } from "./prompt-set";
import { MODERATION_CATEGORIES, screenPrompt } from "./screen-prompt";

const allowed = PROMPT_SET.filter((item) => item.expect === "allow");
const refused = PROMPT_SET.filter((item) => item.expect === "refuse");
const caught = refused.filter((item) => !KNOWN_MISSES.includes(item.prompt));

describe("the labelled prompt set", () => {
  it("has at least 100 prompts of each label, every refusal with a category", () => {
    expect(allowed.length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThanOrEqual(100);
    for (const item of refused) expect(MODERATION_CATEGORIES).toContain(item.category);
  });

  it.each(allowed.map((item) => [item.prompt]))("allows %j", (prompt) => {
    expect(screenPrompt(prompt)).toEqual({ allowed: true });
  });

  it.each(caught.map((item) => [item.prompt, item.category]))(
    "refuses %j as %s",
    (prompt, category) => {
      expect(screenPrompt(prompt)).toMatchObject({ allowed: false, category });
    },
  );

  it("misses exactly the known misses, so a change either way is noticed", () => {
    const missed = refused.filter((item) => screenPrompt(item.prompt).allowed);
    expect(missed.map((item) => item.prompt)).toEqual([...KNOWN_MISSES]);
  });
});

describe("screenPrompt", () => {
  it("names a term from the term list, never the user's spelling", () => {
    expect(screenPrompt("N 4 K 3 D woman")).toEqual({
      allowed: false,
      category: "sexual",
      term: "naked",
    });
  });

  it("refuses a suggestive word only next to a word for a child", () => {
    expect(screenPrompt("sexy pirate captain").allowed).toBe(true);
    expect(screenPrompt("pirate kid").allowed).toBe(true);
    expect(screenPrompt("sexy pirate kid")).toMatchObject({ category: "sexual_minors" });
  });

  it("reports the most severe category when several match", () => {
    expect(screenPrompt("fuck, naked nazi")).toMatchObject({ category: "hate" });
  });

  it.each([
    ["empty", ""],
    ["NUL", "\0"],
    ["NUL inside a word", "na\0ked blade"],
    ["lone high surrogate", "\uD800"],
    ["lone low surrogate", "x\uDC00y"],
    ["1500 astral emoji", "🐉".repeat(1500)],
    ["10k characters", "knight ".repeat(1430)],
    ["10k spelled-out letters", "a b ".repeat(2500)],
    ["combining marks only", "\u0301".repeat(500)],
    ["bidi and tag characters", "\u202E\u2066\u{E0041}porn\u{E007F}"],
  ])("does not throw on %s", (_name, text) => {
    expect(() => screenPrompt(text)).not.toThrow();
  });

  it("still catches a refused word among hostile characters", () => {
    expect(screenPrompt("🐉\uD800\0p\u200Bo\u0301r\uFE0Fn").allowed).toBe(false);
  });
});
