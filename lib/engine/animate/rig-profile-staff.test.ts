/**
 * The profile wizard's custom gestures with a staff in the hand, judged on the rendered
 * compositions (which part shows where), the parts taken from the layers the drawer produced:
 * a cheer holds the staff upright (swung back it read as a wind-up) with the beard whole in
 * front of the arm; a ponder's thought dots rise clear of the staff's head; a raise's and a
 * cheer's stills hold the staff up before the face.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import type { RgbaImage } from "../raster";
import { customCanvases, doc, framesOf, partIdsOf } from "../testing";
import { animateLayered } from "./rig/animate-layered";
import { raiseAloftLayered } from "./rig/pose-still";

const wizard = doc("old wizard with a staff", "east");
const parts = (d: LayeredSprite, name: string) =>
  partIdsOf(d.layers.filter((l) => l.width > 0 && l.name === name));
const staff = parts(wizard, "item");
const head = parts(wizard, "head");

/** Where a part set shows in a composition: its box and pixel count. */
function box(c: InkCanvas, ids: ReadonlySet<number>) {
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  let count = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !ids.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    count++;
  }
  return { left, right, top, bottom, count };
}

/** How far from upright the staff stands: its width over its height on screen. */
function slant(c: InkCanvas): number {
  const b = box(c, staff);
  return (b.right - b.left + 1) / (b.bottom - b.top + 1);
}

/** The head's pixels that show: what an arm or a staff covers of the face and beard is lost. */
const headShown = (c: InkCanvas) => box(c, head).count;
/** Every pixel the head's layer has, drawn whole (what covers it at rest included). */
const headPixels = wizard.layers
  .filter((l) => l.width > 0 && l.name === "head")
  .reduce((n, l) => n + l.ink.filter((ink) => ink >= 0).length, 0);

describe("the profile wizard cheers with the staff upright", () => {
  it("the staff stands upright, above the hat, the head whole", () => {
    const made = customCanvases(wizard, "cheers");
    const rest = made[0]!;
    for (const t of [2, 4, 6]) {
      const c = made[t]!;
      // Upright: at rest the staff is about 6 px wide over 45 tall; swung back at 45 degrees
      // it was as wide as it was tall.
      expect(slant(c)).toBeLessThan(0.35);
      // Held up: its head stands higher than at rest.
      expect(box(c, staff).top).toBeLessThan(box(rest, staff).top);
      // In front of the body, not behind the head: the staff's middle is ahead of the head's.
      const s = box(c, staff);
      const h = box(c, head);
      expect((s.left + s.right) / 2).toBeGreaterThan((h.left + h.right) / 2);
      // The arm passes behind the face and beard: the head shows as much as at rest.
      expect(headShown(c)).toBeGreaterThanOrEqual(headShown(rest) - 2);
      // The sleeve that lay over the beard at rest is raised away from it: the beard is drawn
      // whole again, the head showing all its layer's pixels but the few the staff passes over.
      expect(headShown(c)).toBeGreaterThanOrEqual(headPixels - 4);
    }
  });
});

describe("the profile wizard ponders", () => {
  it("the thought dots rise clear of the staff's head", () => {
    const canvases: InkCanvas[] = [];
    const result = animateLayered(wizard, {
      preset: "Custom",
      customPrompt: "ponders the meaning of life",
      frameCount: 8,
      seed: 3,
      framingMargin: 20,
      framingAnchor: "bottom",
      onFrame: (f) => canvases.push(f.canvas),
    });
    const frames = framesOf(result.strip, 8);
    const t = 6;
    const c = canvases[t]!;
    const image = frames[t]!;
    // The dots: opaque pixels of the finished frame where the composition has nothing.
    const dots = added(image, c);
    expect(dots.length).toBeGreaterThan(0);
    const s = box(c, staff);
    const near = dots.filter(([x, y]) => x >= s.left - 3 && x <= s.right + 3 && y <= s.top + 6);
    expect(near).toEqual([]);
  });
});

/** Opaque pixels of the finished frame that the posed composition left clear. */
function added(image: RgbaImage, c: InkCanvas): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      if (!image.data[(y * image.width + x) * 4 + 3]) continue;
      // The outline around the composition is added too: keep pixels two away from any ink.
      let near = false;
      for (let dy = -2; dy <= 2 && !near; dy++)
        for (let dx = -2; dx <= 2 && !near; dx++) {
          const u = x + dx;
          const v = y + dy;
          if (u < 0 || v < 0 || u >= c.width || v >= c.height) continue;
          if (c.ink[v * c.width + u]! >= 0) near = true;
        }
      if (!near) out.push([x, y]);
    }
  return out;
}

describe("the profile wizard's raise and cheer stills", () => {
  it("hold the staff before the face, not behind the head, at his own height", () => {
    const rest = wizard.sprite.image;
    const h = wizard.layers.find((l) => l.name === "head")!;
    const middle = h.x + h.width / 2;
    const topRow = (img: RgbaImage) => {
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) if (img.data[(y * img.width + x) * 4 + 3]) return y;
      return -1;
    };
    const topX = (img: RgbaImage) => {
      const y = topRow(img);
      for (let x = 0; x < img.width; x++) if (img.data[(y * img.width + x) * 4 + 3]) return x;
      return -1;
    };
    for (const sentence of ["cheers with arms raised", "raise the staff"]) {
      const still = raiseAloftLayered(wizard, sentence);
      expect(still, sentence).not.toBeNull();
      if (!still) continue;
      // The staff's head is the highest thing in the still, and it stands ahead of the head's
      // middle (raised straight up, the staff went behind the hat, the hand to the nape).
      expect(topX(still), sentence).toBeGreaterThan(middle);
      // Nothing was drawn smaller: the still reaches as high as the drawing at rest, or higher.
      expect(topRow(still), sentence).toBeLessThanOrEqual(topRow(rest));
    }
  });
});

describe("the profile wizard's cheer still raises both hands", () => {
  it("the free far hand stands up in the open ahead of the raised staff, which the raise lacks", () => {
    const cheer = raiseAloftLayered(wizard, "cheers with arms raised")!;
    const raise = raiseAloftLayered(wizard, "raise the staff")!;
    expect(cheer).not.toBeNull();
    const far = wizard.layers.find((l) => l.name === "arm.far")!;
    const shoulder = Math.round(far.joint.y);
    const opaque = (img: RgbaImage, x: number, y: number) =>
      img.data[(y * img.width + x) * 4 + 3]! > 0;
    // Above the shoulder, pixels of the cheer two or more columns ahead of the front of
    // everything the raise shows on that row (the staff held up before the face).
    let ahead = 0;
    for (let y = 0; y < shoulder; y++) {
      let front = -1;
      for (let x = 0; x < raise.width; x++) if (opaque(raise, x, y)) front = x;
      if (front < 0) continue;
      for (let x = front + 2; x < cheer.width; x++) if (opaque(cheer, x, y)) ahead++;
    }
    // A fist and a forearm: more than a stray pixel or two.
    expect(ahead).toBeGreaterThanOrEqual(far.width * 2);
  });
});
