import { describe, expect, it } from "vitest";
import type { TouchUpPreview } from "@/lib/contract/touch-up-preview";
import { insertWord, previewSentence } from "./touch-up-words";

const reading = {
  action: "recolor",
  summary: null,
  used: ["cape", "red"],
  ignored: [],
  unrecognized: [],
};
const base: TouchUpPreview = {
  reading,
  objects: [],
  region: { x: 0, y: 0, width: 8, height: 8 },
  mask: { x: 1, y: 2, width: 3, height: 4, pixels: 7, png_base64: "AA==" },
};

describe("insertWord", () => {
  it("adds a chip's name with exactly one space before it", () => {
    expect(insertWord("", "cap")).toBe("cap");
    expect(insertWord("  ", "cap")).toBe("cap");
    expect(insertWord("make the", "cap")).toBe("make the cap");
    expect(insertWord("make the ", "cap")).toBe("make the cap");
  });
});

describe("previewSentence", () => {
  it("prefers the reader's summary", () => {
    const summary = "Recolor the cap (red) to blue: 112 px";
    expect(previewSentence({ ...base, reading: { ...reading, summary } })).toBe(summary);
  });

  it("without a summary, says the action, its words and how many pixels change", () => {
    expect(previewSentence(base)).toBe("Will recolor (cape, red): 7 pixels change.");
  });

  it("gives a refusal's reason, and names the words not acted on", () => {
    expect(
      previewSentence({
        ...base,
        reading: { ...reading, ignored: ["sparkly"], unrecognized: ["blorp"] },
        mask: null,
        refused: { reason: "nothing in the region matches 'hair'" },
      }),
    ).toBe(
      "Nothing would change: nothing in the region matches 'hair'. Not acted on: blorp, sparkly.",
    );
  });
});
