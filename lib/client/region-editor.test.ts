import { describe, expect, it } from "vitest";
import { createRegionEditor, gestureAt } from "./region-editor";

const bounds = { width: 64, height: 64 };

describe("region editor store", () => {
  it("each editor has its own region", () => {
    const a = createRegionEditor(bounds);
    const b = createRegionEditor(bounds);
    a.getState().setField("x", 3);
    expect(a.getState().region.x).toBe(3);
    expect(b.getState().region.x).toBe(16);
  });

  it("a drag outside the region draws a new one, snapped and capped", () => {
    const editor = createRegionEditor(
      { width: 512, height: 512 },
      { x: 0, y: 0, width: 4, height: 4 },
    );
    const s = editor.getState();
    s.begin({ x: 10.6, y: 20.2 }, 0.5);
    editor.getState().update({ x: 14.1, y: 24.9 });
    expect(editor.getState().region).toEqual({ x: 10, y: 20, width: 5, height: 5 });
    editor.getState().update({ x: 400, y: 30 });
    expect(editor.getState().region).toEqual({ x: 10, y: 20, width: 200, height: 11 });
    editor.getState().end();
    expect(editor.getState().gesture).toBeNull();
  });

  it("a drag inside moves it; a handle resizes it", () => {
    const editor = createRegionEditor(bounds, { x: 10, y: 10, width: 10, height: 10 });
    editor.getState().begin({ x: 15, y: 15 }, 0.5);
    editor.getState().update({ x: 18.4, y: 13 });
    expect(editor.getState().region).toEqual({ x: 13, y: 8, width: 10, height: 10 });
    editor.getState().end();
    editor.getState().begin({ x: 23.2, y: 18.1 }, 0.5);
    expect(editor.getState().gesture).toMatchObject({ kind: "resize", handle: "se" });
    editor.getState().update({ x: 30, y: 30 });
    expect(editor.getState().region).toEqual({ x: 13, y: 8, width: 17, height: 22 });
  });

  it("nudges with the arrow keys and mirrors the spinbuttons", () => {
    const editor = createRegionEditor(bounds, { x: 10, y: 10, width: 10, height: 10 });
    expect(editor.getState().nudge("ArrowRight", false)).toBe(true);
    expect(editor.getState().nudge("ArrowDown", true)).toBe(true);
    expect(editor.getState().nudge("Enter", false)).toBe(false);
    expect(editor.getState().region).toMatchObject({ x: 11, y: 20 });
    editor.getState().setField("width", 999);
    expect(editor.getState().region.width).toBe(53);
    editor.getState().setField("height", Number.NaN);
    expect(editor.getState().region.height).toBe(10);
  });

  it("hover tells handle, inside and outside apart", () => {
    const region = { x: 10, y: 10, width: 10, height: 10 };
    expect(gestureAt(region, { x: 10.2, y: 15 }, 1)).toEqual({ kind: "resize", handle: "w" });
    expect(gestureAt(region, { x: 14, y: 14 }, 1)).toEqual({ kind: "move" });
    expect(gestureAt(region, { x: 40, y: 40 }, 1)).toEqual({ kind: "draw" });
  });
});
