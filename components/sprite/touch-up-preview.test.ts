import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TouchUpPreview } from "@/lib/contract/touch-up-preview";
import { TouchUpPreviewNote } from "./touch-up-preview";

const preview: TouchUpPreview = {
  reading: {
    action: "recolor",
    summary: "Recolor the cap (red) to blue: 112 px",
    used: ["cap", "blue"],
    ignored: [],
    unrecognized: [],
  },
  objects: [
    { name: "cap", color: "#d03030", pixels: 112 },
    { name: "dots", color: "#ffffff", pixels: 9 },
  ],
  region: { x: 0, y: 0, width: 16, height: 16 },
  mask: { x: 2, y: 1, width: 12, height: 8, pixels: 112, png_base64: "AA==" },
};

const render = (state: "idle" | "reading" | "ready" | "error", shown?: TouchUpPreview) =>
  renderToStaticMarkup(
    createElement(TouchUpPreviewNote, {
      state,
      preview: shown,
      error: null,
      onUse: () => undefined,
    }),
  );

describe("the touch-up preview note", () => {
  it("says the summary in a status and lists each object as a button named 'Use <name>'", () => {
    const html = render("ready", preview);
    expect(html).toMatch(
      /<p role="status" aria-label="Touch-up preview"[^>]*>Recolor the cap \(red\) to blue: 112 px<\/p>/,
    );
    expect(html.match(/<button [^>]*aria-label="Use [^"]+"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Use cap"');
    expect(html).toContain('aria-label="Use dots"');
  });

  it("shows no chips and no stale answer while the sentence is being read", () => {
    const html = render("reading", preview);
    expect(html).toContain("Reading the sentence…");
    expect(html).not.toContain("<button");
  });
});
