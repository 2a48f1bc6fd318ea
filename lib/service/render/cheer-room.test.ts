/**
 * A cheer or a raise holds what the hand holds aloft, on the figure at its own size (never
 * drawn shorter to make room): judged on the
 * rendered still, with the parts taken from the drawer's own layers at rest (the held
 * item's colours, the head's box, the legs), never from the pose code.
 */
import { describe, expect, it } from "vitest";
import { composeAtRest } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const PROMPT = "a knight with a sword and shield";
const recipe = {
  prompt: PROMPT,
  assetType: "character",
  width: SIZE,
  height: SIZE,
  facing: "south",
  camera: "none",
  seed: 7,
} as const;
const doc = generateLayered({
  reading: readSpritePrompt(PROMPT, "character"),
  assetType: "character",
  width: SIZE,
  height: SIZE,
  direction: "south",
  camera: "none",
  seed: 7,
});
const source = doc.sprite.image;
const posedBy = (pose: string) =>
  task.restyleRedraw({ source, redraw: recipe, traits: [], held: null, pose, partColors: null });
const made = posedBy("cheers with arms raised");
const raised = posedBy("raise the sword");

const key = (img: RgbaImage, i: number) =>
  (img.data[i * 4]! << 16) | (img.data[i * 4 + 1]! << 8) | img.data[i * 4 + 2]!;

/** Colours the sword shows at rest that nothing else in the drawing shows. */
function swordOnlyColours(): Set<number> {
  const rest = composeAtRest(doc);
  const item = doc.layers.findIndex((l) => l.role === "item");
  const inItem = new Set<number>();
  const elsewhere = new Set<number>();
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!source.data[i * 4 + 3]) continue;
    (rest.top[i] === item ? inItem : elsewhere).add(key(source, i));
  }
  return new Set([...inItem].filter((c) => !elsewhere.has(c)));
}

/** Where the sword's own colours show in `image`: its hilt (gold guard and grip). */
function hiltOf(image: RgbaImage): { top: number; x: number } {
  const only = swordOnlyColours();
  const hilt: [number, number][] = [];
  for (let i = 0; i < SIZE * SIZE; i++)
    if (image.data[i * 4 + 3] && only.has(key(image, i))) hilt.push([i % SIZE, (i / SIZE) | 0]);
  expect(hilt.length).toBeGreaterThan(0);
  return {
    top: Math.min(...hilt.map(([, y]) => y)),
    x: Math.round(hilt.reduce((s, [x]) => s + x, 0) / hilt.length),
  };
}

/**
 * The share of the pixels the legs show at rest (the layers a raise of the arms never moves)
 * that `image` shows otherwise: a figure drawn again smaller to make room moves nearly every
 * one; a hand lifted from beside a thigh changes the few where it touched.
 */
function legPixelsMoved(image: RgbaImage): number {
  const rest = composeAtRest(doc);
  const legs = new Set(doc.layers.flatMap((l, i) => (l.role.startsWith("leg") ? [i] : [])));
  expect(legs.size).toBeGreaterThan(0);
  let moved = 0;
  let shown = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!legs.has(rest.top[i]!)) continue;
    shown++;
    for (let c = 0; c < 4; c++)
      if (image.data[i * 4 + c] !== source.data[i * 4 + c]) {
        moved++;
        break;
      }
  }
  return moved / shown;
}

describe("a knight cheering", () => {
  it("holds his sword up: the hilt is raised and the blade rises from it", () => {
    const image = made.image!;
    expect(image).not.toBeNull();
    const hilt = hiltOf(image);
    // Raised: the hilt is above the head's middle as drawn at rest.
    const head = doc.layers.find((l) => l.role === "head")!;
    expect(hilt.top).toBeLessThan(head.y + head.height / 2);
    // Pointing up, not level: seen from the front the sword hand is on the viewer's left, and
    // left of the hilt the blade rises a third of the sword's length above it (the sword's
    // length: its layer's height at rest, where it stands nearly upright). Held level at eye
    // height, nothing there rises above the hilt.
    const blade = doc.layers.find((l) => l.role === "item")!.height;
    let top = hilt.top;
    for (let y = hilt.top - 1; y >= 0; y--)
      for (let x = Math.max(0, hilt.x - blade); x <= hilt.x - 2; x++)
        if (image.data[(y * SIZE + x) * 4 + 3]) top = y;
    expect(hilt.top - top).toBeGreaterThanOrEqual(blade / 3);
  });

  it("keeps his feet on the ground his drawing stands on", () => {
    const bottom = (img: RgbaImage) => {
      for (let y = SIZE - 1; y >= 0; y--)
        for (let x = 0; x < SIZE; x++) if (img.data[(y * SIZE + x) * 4 + 3]) return y;
      return -1;
    };
    expect(bottom(made.image!)).toBe(bottom(source));
  });
});

describe("a knight cheering in a frame he fills", () => {
  it("keeps his size: his legs are where his drawing has them", () => {
    expect(made.image).not.toBeNull();
    expect(legPixelsMoved(made.image!)).toBeLessThan(0.05);
  });

  it("leaves his face clear: sword hand and shield rise beside the head, not over it", () => {
    // The face: the head's middle half of columns, below its crown (where eyes and mouth are).
    expect(headPixelsChanged(made.image!, true)).toBeLessThanOrEqual(4);
  });
});

describe("a knight raising his sword in a frame he fills", () => {
  it("keeps his size: his legs are where his drawing has them", () => {
    expect(raised.image).not.toBeNull();
    expect(legPixelsMoved(raised.image!)).toBeLessThan(0.05);
  });

  it("holds the blade up: it rises from the raised hilt a third of the sword's length", () => {
    const image = raised.image!;
    const hilt = hiltOf(image);
    const restHilt = hiltOf(source);
    // The hand came up: the hilt is well above where it hung.
    expect(restHilt.top - hilt.top).toBeGreaterThanOrEqual(8);
    // Pointing up, not level: above the hilt, within a few columns of it, the blade goes on
    // rising (seen from the front the sword hand is on the viewer's left).
    const blade = doc.layers.find((l) => l.role === "item")!.height;
    let top = hilt.top;
    for (let y = hilt.top - 1; y >= 0; y--)
      for (let x = Math.max(0, hilt.x - 6); x <= hilt.x + 2; x++)
        if (image.data[(y * SIZE + x) * 4 + 3]) top = y;
    expect(hilt.top - top).toBeGreaterThanOrEqual(blade / 3);
  });

  it("leaves his face as drawn", () => {
    expect(headPixelsChanged(raised.image!, false)).toBeLessThanOrEqual(4);
  });
});

/**
 * How many pixels where the knight's head shows at rest differ from his drawing: over the whole
 * head, or with `faceOnly` over its face (the middle half of its columns, below the crown).
 */
function headPixelsChanged(image: RgbaImage, faceOnly: boolean): number {
  const head = doc.layers.find((l) => l.role === "head")!;
  const rest = composeAtRest(doc);
  const headAt = doc.layers.indexOf(head);
  const inFace = (x: number, y: number) =>
    y >= Math.ceil(head.y + head.height * 0.3) &&
    y < head.y + head.height &&
    x >= Math.ceil(head.x + head.width / 4) &&
    x < head.x + (head.width * 3) / 4;
  let changed = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (rest.top[i] !== headAt) continue;
    if (faceOnly && !inFace(i % SIZE, Math.floor(i / SIZE))) continue;
    for (let c = 0; c < 4; c++)
      if (image.data[i * 4 + c] !== source.data[i * 4 + c]) {
        changed++;
        break;
      }
  }
  return changed;
}

describe("a wizard in profile, in a frame he fills", () => {
  const prompt = "an old wizard with a staff";
  const wizard = generateLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const image = wizard.sprite.image;
  const rest = composeAtRest(wizard);
  const staff = wizard.layers.findIndex((l) => l.role === "item");
  // The staff's own colours (its orb): those no other layer shows at rest.
  const staffOnly = new Set<number>();
  const elsewhere = new Set<number>();
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!image.data[i * 4 + 3]) continue;
    (rest.top[i] === staff ? staffOnly : elsewhere).add(key(image, i));
  }
  const own = [...staffOnly].filter((c) => !elsewhere.has(c));
  const topOf = (img: RgbaImage) => {
    for (let i = 0; i < SIZE * SIZE; i++)
      if (img.data[i * 4 + 3] && own.includes(key(img, i))) return Math.floor(i / SIZE);
    return SIZE;
  };
  // His head's colours (the hat's): those the topmost layer at rest other than the staff shows,
  // less those the staff or the outlines show. The robe below shares the hat's blue, so their
  // top row in a still is the hat's tip there, the figure drawn at its size or shorter.
  const hat = Array.from(rest.top).find((t) => t >= 0 && t !== staff);
  const hatOwn = new Set<number>();
  const notHat = new Set<number>();
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!image.data[i * 4 + 3]) continue;
    if (rest.top[i] === hat) hatOwn.add(key(image, i));
    else if (rest.top[i] === staff || rest.top[i]! < 0) notHat.add(key(image, i));
  }
  for (const c of notHat) hatOwn.delete(c);
  const hatTopOf = (img: RgbaImage) => {
    for (let i = 0; i < SIZE * SIZE; i++)
      if (img.data[i * 4 + 3] && hatOwn.has(key(img, i))) return Math.floor(i / SIZE);
    return SIZE;
  };

  // The head's middle at rest: the staff raised before the face stands ahead of it.
  const headLayer = wizard.layers.find((l) => l.role === "head")!;
  const headMiddle = headLayer.x + headLayer.width / 2;
  const bottomOf = (img: RgbaImage) => {
    for (let y = SIZE - 1; y >= 0; y--)
      for (let x = 0; x < SIZE; x++) if (img.data[(y * SIZE + x) * 4 + 3]) return y;
    return -1;
  };

  for (const pose of ["cheers with arms raised", "raise the staff"]) {
    it(`${pose}: the staff lifted upright before his face, his height as drawn`, () => {
      const still = task.restyleRedraw({
        source: image,
        redraw: { ...recipe, prompt, facing: "east" },
        traits: [],
        held: null,
        pose,
        partColors: null,
      }).image;
      expect(still).not.toBeNull();
      expect(own.length).toBeGreaterThan(0);
      expect(hatOwn.size).toBeGreaterThan(0);
      // A raised arm never changes the body's height: the hat's tip and the feet stay on the
      // rows the drawing has them (drawn again shorter, the head sank into the shoulders).
      expect(hatTopOf(still!)).toBe(hatTopOf(image));
      expect(bottomOf(still!)).toBe(bottomOf(image));
      // Lifted: the orb rises above where it was carried.
      expect(topOf(image) - topOf(still!)).toBeGreaterThanOrEqual(4);
      // Upright, not shouldered across the back: the staff's own pixels span more rows than
      // columns; and before the face, not behind the head: they stand ahead of its middle.
      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 0; i < SIZE * SIZE; i++)
        if (still!.data[i * 4 + 3] && own.includes(key(still!, i))) {
          xs.push(i % SIZE);
          ys.push(Math.floor(i / SIZE));
        }
      const across = Math.max(...xs) - Math.min(...xs) + 1;
      const down = Math.max(...ys) - Math.min(...ys) + 1;
      expect(across).toBeLessThan(down);
      expect(Math.min(...xs)).toBeGreaterThan(headMiddle);
    });
  }
});
