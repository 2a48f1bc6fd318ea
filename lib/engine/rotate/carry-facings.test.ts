/**
 * A hand edit on an engine sprite carried onto its facings: written into its layers as the
 * service does (carryEdit), then every facing redrawn from the stored document. Which part shows
 * where in each facing comes from that facing's own layers, drawn by the generator.
 */
import { describe, expect, it } from "vitest";
import { carryEdit, composeAtRest, drawLayered, eyesOfLayer, type LayeredSprite } from "../draw";
import type { RgbaImage } from "../raster";
import { doc } from "../testing";
import { layeredRedraw, rotateFacings } from ".";

const KNIGHT = "knight with sword and shield";
const MAGENTA = [255, 0, 255, 255] as const;

function shown(d: LayeredSprite): (x: number, y: number) => string | null {
  const rest = composeAtRest(d);
  return (x, y) => {
    const i = rest.top[y * d.width + (d.mirrored ? d.width - 1 - x : x)]!;
    return i < 0 ? null : d.layers[i]!.name;
  };
}

/** A 3×3 block the named layer shows whole at rest, nearest the middle of what it shows, painted magenta. */
function paintOn(d: LayeredSprite, name: string): RgbaImage {
  const at = shown(d);
  const blocks: { x: number; y: number }[] = [];
  for (let y = 1; y < d.height - 1; y++)
    for (let x = 1; x < d.width - 1; x++) {
      let all = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if (at(x + dx, y + dy) !== name) all = false;
      if (all) blocks.push({ x, y });
    }
  if (blocks.length === 0) throw new Error(`${name} shows no 3×3 block`);
  const mx = blocks.reduce((a, b) => a + b.x, 0) / blocks.length;
  const my = blocks.reduce((a, b) => a + b.y, 0) / blocks.length;
  const { x, y } = blocks.reduce((a, b) =>
    Math.hypot(b.x - mx, b.y - my) < Math.hypot(a.x - mx, a.y - my) ? b : a,
  );
  const data = Uint8ClampedArray.from(d.sprite.image.data);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) data.set(MAGENTA, ((y + dy) * d.width + x + dx) * 4);
  return { width: d.width, height: d.height, data };
}

const isMagenta = (image: RgbaImage, p: number) =>
  image.data[p * 4] === 255 &&
  image.data[p * 4 + 1] === 0 &&
  image.data[p * 4 + 2] === 255 &&
  image.data[p * 4 + 3] === 255;

/** The edited sprite's stored document: the edit written into its layers. */
function edited(prompt: string, layer: string): LayeredSprite {
  const d = doc(prompt, "south");
  const after = paintOn(d, layer);
  const carried = carryEdit(d, d.sprite.image, after);
  expect(carried).not.toBeNull();
  return carried!;
}

/** Magenta pixels of a facing, and whether each is where `layer` shows in that facing. */
function magentaIn(image: RgbaImage, facing: LayeredSprite, layer: string) {
  const at = shown(facing);
  let count = 0;
  let elsewhere = 0;
  let changed = 0;
  for (let p = 0; p < image.width * image.height; p++) {
    const x = p % image.width;
    const y = (p - x) / image.width;
    if (isMagenta(image, p)) {
      count++;
      if (at(x, y) !== layer) elsewhere++;
    } else {
      for (let c = 0; c < 4; c++)
        if (image.data[p * 4 + c] !== facing.sprite.image.data[p * 4 + c]) changed++;
    }
  }
  return { count, elsewhere, changed };
}

const facingDoc = (d: LayeredSprite, direction: LayeredSprite["recipe"]["direction"]) =>
  drawLayered({ ...d.recipe, direction });

describe("a hand edit carried onto the facings", () => {
  it("a mark on the face turns with the head: seen from the front half, gone from behind", () => {
    const d = edited(KNIGHT, "head");
    const redraw = layeredRedraw(d);
    // Facing south the sprite itself is that facing, edit and all.
    expect(redraw("south")).toBeNull();
    const all = [
      "south-east",
      "east",
      "north-east",
      "north",
      "north-west",
      "west",
      "south-west",
    ] as const;
    const seen = new Map<string, number>();
    for (const direction of all) {
      const m = magentaIn(redraw(direction)!, facingDoc(d, direction), "head");
      // Only ever on the head, and nothing else in the picture changes.
      expect(m.elsewhere, direction).toBe(0);
      expect(m.changed, direction).toBe(0);
      seen.set(direction, m.count);
    }
    expect(seen.get("south-east")).toBeGreaterThanOrEqual(3);
    expect(seen.get("south-west")).toBeGreaterThanOrEqual(3);
    for (const back of ["north-east", "north", "north-west"]) expect(seen.get(back), back).toBe(0);
  });

  it("a mark on the middle of the face shows at the face's front in both profiles", () => {
    // The scar of the turns sheet: a short diagonal at the middle of what the head shows.
    const d = doc(KNIGHT, "south");
    const at = shown(d);
    let [sx, sy, n] = [0, 0, 0];
    for (let y = 0; y < d.height; y++)
      for (let x = 0; x < d.width; x++)
        if (at(x, y) === "head") [sx, sy, n] = [sx + x, sy + y, n + 1];
    const [cx, cy] = [Math.round(sx / n), Math.round(sy / n)];
    const data = Uint8ClampedArray.from(d.sprite.image.data);
    for (let k = -1; k <= 2; k++) data.set(MAGENTA, ((cy + k) * d.width + cx - k) * 4);
    const carried = carryEdit(d, d.sprite.image, { width: d.width, height: d.height, data })!;
    const redraw = layeredRedraw(carried);
    for (const direction of ["east", "west"] as const) {
      const m = magentaIn(redraw(direction)!, facingDoc(carried, direction), "head");
      expect(m.count, direction).toBeGreaterThanOrEqual(2);
      expect(m.elsewhere, direction).toBe(0);
    }
  });

  it("a mark on one cheek stays on that cheek beside the eyes the drawer drew, and in one profile", () => {
    // The eyes each facing's head layer shows (islands of line ink), in sprite coordinates.
    const eyesX = (d: LayeredSprite) => {
      const head = d.layers.find((l) => l.name === "head")!;
      return eyesOfLayer(head).map((e) => {
        const x = head.x + (e.x0 + e.x1) / 2;
        return { x: d.mirrored ? d.width - 1 - x : x, y: head.y + e.y1 };
      });
    };
    const d = doc(KNIGHT, "south");
    const eyes = eyesX(d);
    expect(eyes).toHaveLength(2);
    // Two pixels right of the eye on the viewer's right, a row below it: the knight's left cheek.
    const right = eyes[0]!.x > eyes[1]!.x ? eyes[0]! : eyes[1]!;
    const at = shown(d);
    const data = Uint8ClampedArray.from(d.sprite.image.data);
    for (const [dx, dy] of [
      [2, 1],
      [3, 1],
      [2, 2],
      [3, 2],
    ] as const) {
      const x = Math.round(right.x) + dx;
      expect(at(x, right.y + dy)).toBe("head");
      data.set(MAGENTA, ((right.y + dy) * d.width + x) * 4);
    }
    const carried = carryEdit(d, d.sprite.image, { width: d.width, height: d.height, data })!;
    const redraw = layeredRedraw(carried);
    const middle = (image: RgbaImage) => {
      let [sx, n] = [0, 0];
      for (let p = 0; p < image.width * image.height; p++)
        if (isMagenta(image, p)) [sx, n] = [sx + (p % image.width), n + 1];
      return n === 0 ? null : sx / n;
    };
    for (const direction of ["south-east", "south-west"] as const) {
      const facing = facingDoc(carried, direction);
      const seen = eyesX(facing);
      expect(seen, direction).toHaveLength(2);
      const between = (seen[0]!.x + seen[1]!.x) / 2;
      const mark = middle(redraw(direction)!);
      expect(mark, direction).not.toBeNull();
      expect(mark!, direction).toBeGreaterThan(between + 1);
    }
    // Facing east the left cheek is turned away; facing west it is the near one.
    expect(middle(redraw("east")!)).toBeNull();
    expect(middle(redraw("west")!)).not.toBeNull();
  });

  it("a mark on the shield shows where the shield shows, and not in a facing without one", () => {
    const d = edited(KNIGHT, "shield");
    const redraw = layeredRedraw(d);
    // Facing east the shield is on the far arm, carried ahead of the chest (it used to hang out
    // of sight behind the body, with no layer); the mark lands nowhere but on it.
    expect(facingDoc(d, "east").layers.some((l) => l.name === "shield")).toBe(true);
    expect(magentaIn(redraw("east")!, facingDoc(d, "east"), "shield").elsewhere).toBe(0);
    for (const direction of ["south-east", "south-west"] as const) {
      const m = magentaIn(redraw(direction)!, facingDoc(d, direction), "shield");
      expect(m.count, direction).toBeGreaterThanOrEqual(3);
      expect(m.elsewhere, direction).toBe(0);
    }
    // From behind, the shield's face is turned away.
    expect(magentaIn(redraw("north")!, facingDoc(d, "north"), "shield").count).toBe(0);
  });

  it("the rotation of an edited wolf shows the mark on its face in the facings that see it", () => {
    const d = edited("grey wolf", "head");
    const result = rotateFacings(d.sprite.image, { seed: 1, redraw: layeredRedraw(d) });
    const width = d.width;
    const marked = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      let count = 0;
      for (let y = 0; y < d.height; y++)
        for (let x = 0; x < width; x++) {
          const o = (y * width * 8 + i * width + x) * 4;
          const s = result.strip.data;
          if (s[o] === 255 && s[o + 1] === 0 && s[o + 2] === 255 && s[o + 3] === 255) count++;
        }
      return count;
    });
    // S (the edited sprite itself), SE and SW see the face; N, NE and NW the back of the head.
    expect(marked[0]).toBe(9);
    expect(marked[1]).toBeGreaterThanOrEqual(3);
    expect(marked[7]).toBeGreaterThanOrEqual(3);
    expect([marked[3], marked[4], marked[5]]).toEqual([0, 0, 0]);
    expect(result.observed.every(Boolean)).toBe(true);
  });

  it("an unedited document redraws each facing exactly as the generator draws it", () => {
    const d = doc(KNIGHT, "south");
    const redraw = layeredRedraw(d);
    for (const direction of ["east", "north", "west"] as const) {
      const image = redraw(direction)!;
      expect(
        Buffer.from(image.data).equals(Buffer.from(facingDoc(d, direction).sprite.image.data)),
      ).toBe(true);
    }
  });
});
