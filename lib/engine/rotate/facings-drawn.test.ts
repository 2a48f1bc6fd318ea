/**
 * Facings drawn for themselves: a spider seen from each of the 8 facings (its head leads the
 * way it faces, its face hidden from behind), and an import's invented back view that shows
 * hair, not a face.
 */
import { describe, expect, it } from "vitest";
import { drawLayered } from "../draw";
import { createImage, type RgbaImage } from "../raster";
import { DRAWN_HERO, generated, request } from "../testing";
import { hexToRgb } from "../color";
import { type RedrawDirection, rotateFacings } from ".";

function frame(strip: RgbaImage, i: number): RgbaImage {
  const width = strip.width / 8;
  const out = createImage(width, strip.height);
  for (let y = 0; y < strip.height; y++) {
    const from = (y * strip.width + i * width) * 4;
    out.data.set(strip.data.subarray(from, from + width * 4), y * width * 4);
  }
  return out;
}
const key = (image: RgbaImage) => Buffer.from(image.data).toString("base64");

describe("a spider's facings", () => {
  it("are 8 distinct pictures, each drawn for its facing", () => {
    const source = generated("giant spider", 64, "south").image;
    const result = rotateFacings(source, {
      seed: 1,
      redraw: (d: RedrawDirection) => generated("giant spider", 64, d).image,
    });
    const frames = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => frame(result.strip, i));
    expect(new Set(frames.map(key)).size).toBe(8);
    expect(result.observed.every(Boolean)).toBe(true);
  });

  it("lead with the head the way they face; from behind the abdomen is nearer than the head", () => {
    // Where the body's parts lie, from the layers the drawer kept: the legs' roots ring the
    // head (its sides), so their centre is the head's place; the body layer's middle lies
    // between head and abdomen.
    const place = (direction: "south" | "east" | "north") => {
      const d = drawLayered(request("giant spider", direction));
      const roots = d.layers.filter((l) => l.role === "leg").map((l) => l.joint);
      const head = {
        x: roots.reduce((s, p) => s + p.x, 0) / roots.length,
        y: roots.reduce((s, p) => s + p.y, 0) / roots.length,
      };
      const body = d.layers.find((l) => l.name === "body")!;
      let sx = 0;
      let sy = 0;
      let n = 0;
      body.ink.forEach((ink, i) => {
        if (ink < 0) return;
        sx += body.x + (i % body.width);
        sy += body.y + Math.floor(i / body.width);
        n++;
      });
      return { head, body: { x: sx / n, y: sy / n } };
    };
    const east = place("east");
    expect(east.head.x - east.body.x).toBeGreaterThan(2);
    const south = place("south");
    expect(south.head.y - south.body.y).toBeGreaterThan(2);
    const north = place("north");
    expect(north.body.y - north.head.y).toBeGreaterThan(2);
  });
});

/** A hand-drawn hero: brown hair, skin face with two eyes in the outline's color. */
const HERO = DRAWN_HERO.rows;
const COLORS: Record<string, readonly [number, number, number]> = Object.fromEntries(
  Object.entries(DRAWN_HERO.colors).map(([ch, hex]) => [ch, hexToRgb(hex)]),
);

describe("an import's invented back view", () => {
  it("covers the face with the hair: no skin and no eye left in the head", () => {
    // Drawn at 2 px a grid pixel, as the contact sheet's import is.
    const scale = 2;
    const image = createImage(64, 64);
    const ox = 8;
    const oy = 64 - HERO.length * scale - 2;
    HERO.forEach((row, y) => {
      [...row].forEach((ch, x) => {
        const c = COLORS[ch];
        if (!c) return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            image.data.set([...c, 255], ((oy + y * scale + dy) * 64 + ox + x * scale + dx) * 4);
      });
    });
    const north = frame(rotateFacings(image, { seed: 1 }).strip, 4);
    // The head: grid rows 1-5, columns 3-8 of the front, mirrored in the back view about the
    // middle of the body (its legs span grid columns 3 to 9, so column gx goes to 12 - gx: the
    // figure stands where it stood); its inside (the outline's ring aside) is where the face was.
    const AXIS = 12;
    let opaque = 0;
    const skin = COLORS.s!;
    let skinInHead = 0;
    let darkInside = 0;
    for (let gy = 2; gy <= 5; gy++) {
      for (let gx = 4; gx <= 7; gx++) {
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const x = ox + (AXIS - gx) * scale + (scale - 1 - dx);
            const y = oy + gy * scale + dy;
            const o = (y * 64 + x) * 4;
            const px = [...north.data.subarray(o, o + 3)];
            if (!north.data[o + 3]) continue;
            opaque++;
            if (px.every((v, i) => v === skin[i])) skinInHead++;
            if (px.every((v, i) => v === COLORS.e![i])) darkInside++;
          }
        }
      }
    }
    // The head is there, where the body stands...
    expect(opaque).toBe(4 * 4 * scale * scale);
    // ...and hair, not skin.
    expect(skinInHead).toBe(0);
    // The eyes' color (the outline's) is gone from inside the head too.
    expect(darkInside).toBe(0);
  });
});
