import { describe, expect, it } from "vitest";
import { cellAt, fitView, pinchView, stepZoom, ZOOM_STEPS } from "./view";

describe("view geometry", () => {
  it("steps through the zoom levels and stops at 1 and 32", () => {
    expect(stepZoom(8, 1)).toBe(12);
    expect(stepZoom(8, -1)).toBe(6);
    expect(stepZoom(5, 1)).toBe(6);
    expect(stepZoom(5, -1)).toBe(4);
    expect(stepZoom(32, 1)).toBe(32);
    expect(stepZoom(1, -1)).toBe(1);
    expect(ZOOM_STEPS.every((z) => z >= 1 && z <= 32)).toBe(true);
  });

  it("fits a sprite to a phone-sized viewport at a whole zoom, centred", () => {
    const view = fitView({ width: 32, height: 32 }, { width: 343, height: 343 });
    expect(view.zoom).toBe(9);
    expect(view.pan).toEqual({ x: 28, y: 28 });
  });

  it("never fits below 1× nor above 32×", () => {
    expect(fitView({ width: 256, height: 256 }, { width: 100, height: 100 }).zoom).toBe(1);
    expect(fitView({ width: 4, height: 4 }, { width: 2000, height: 2000 }).zoom).toBe(32);
  });

  it("maps screen points to the pixel under them", () => {
    const view = { zoom: 8, pan: { x: 10, y: 20 } };
    expect(cellAt(view, { x: 10, y: 20 })).toEqual({ x: 0, y: 0 });
    expect(cellAt(view, { x: 17.9, y: 27.9 })).toEqual({ x: 0, y: 0 });
    expect(cellAt(view, { x: 18, y: 28 })).toEqual({ x: 1, y: 1 });
    expect(cellAt(view, { x: 9, y: 19 })).toEqual({ x: -1, y: -1 });
  });

  it("a pinch keeps the pixel under the fingers under them while zooming and panning", () => {
    const start = { zoom: 4, pan: { x: 0, y: 0 } };
    const from = { mid: { x: 40, y: 40 }, distance: 100 };
    const to = { mid: { x: 60, y: 50 }, distance: 200 };
    const view = pinchView(start, from, to);
    expect(view.zoom).toBe(8);
    // Document point (10, 10) was under the old midpoint; it is under the new one.
    expect(view.pan.x + 10 * view.zoom).toBeCloseTo(60);
    expect(view.pan.y + 10 * view.zoom).toBeCloseTo(50);
    expect(pinchView(start, from, { ...to, distance: 100_000 }).zoom).toBe(32);
  });
});
