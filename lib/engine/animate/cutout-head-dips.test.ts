/**
 * A head that dips on an import of few pixels (a nod, a sad droop, a bow) tucks its chin behind
 * the collar: the face shows fewer rows under the brim and the chest keeps its rows, so the
 * figure reads as a head tipped forward, not as the whole sprite squashed. Judged on the frames
 * of the hand-drawn mage (16 art pixels tall, 3 px a pixel), against where the drawing's own
 * colours are in its source.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { DRAWN_MAGE, drawnMage, framesOf, letterAt } from "../testing";
import { threeQuarterOf } from "../rotate";
import { animateSprite } from ".";

/** As the render task animates an import: a glance draws the head as the rotations turn it. */
function frames(source: RgbaImage, sentence: string, n = 8): RgbaImage[] {
  const { strip } = animateSprite(source, {
    threeQuarter: threeQuarterOf,
    preset: "Custom",
    customPrompt: sentence,
    frameCount: n,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return framesOf(strip, n);
}

const at = (img: RgbaImage, x: number, y: number) => letterAt(DRAWN_MAGE, img, x, y);

/**
 * From the frame at rest: the face's columns (those holding skin above the robe), the collar
 * (the first row under the face with robe in those columns) and the hip (the first row below
 * the collar where the robe's outline closes between the legs).
 */
function chestOf(rest: RgbaImage) {
  let faceTop = -1;
  for (let y = 0; y < rest.height && faceTop < 0; y++)
    for (let x = 0; x < rest.width; x++) if (at(rest, x, y) === "s") faceTop = y;
  const columns: number[] = [];
  for (let x = 0; x < rest.width; x++) if (at(rest, x, faceTop) === "s") columns.push(x);
  let collar = faceTop;
  while (!columns.some((x) => at(rest, x, collar) === "r")) collar++;
  const middle = columns[Math.floor(columns.length / 2)]!;
  let hip = collar;
  while (at(rest, middle, hip) === "r") hip++;
  return { columns, collar, hip };
}

/** Robe pixels in the face's columns between the collar and the hip. */
function chestRobe(img: RgbaImage, chest: ReturnType<typeof chestOf>): number {
  let n = 0;
  for (let y = chest.collar; y < chest.hip; y++)
    for (const x of chest.columns) if (at(img, x, y) === "r") n++;
  return n;
}

/** The highest row holding skin in the face's columns, or -1 when the face is hidden. */
function faceTopIn(img: RgbaImage, columns: readonly number[]): number {
  for (let y = 0; y < img.height; y++) if (columns.some((x) => at(img, x, y) === "s")) return y;
  return -1;
}

/** An eye: a pixel of outline with skin beside it on both sides, in the face's columns. */
function showsEye(img: RgbaImage, columns: readonly number[]): boolean {
  for (let y = 0; y < img.height; y++)
    for (const x of columns)
      if (at(img, x, y) === "k" && at(img, x - 3, y) === "s" && at(img, x + 3, y) === "s")
        return true;
  return false;
}

describe("a head dipping on an import of few pixels tucks behind the collar", () => {
  const source = drawnMage();
  const block = 3;

  for (const [sentence, rowsLost] of [
    ["nods", 0],
    // A sad sigh sinks the upper body a row behind the legs' top: one row of chest hides.
    ["looks sad", 1],
    // The torso bends at the waist a row, behind the legs: one row of forehead shows above it.
    ["bows", 1],
  ] as const) {
    it(`${sentence}: the chest keeps its rows, the face never covers it`, () => {
      const f = frames(source, sentence);
      const chest = chestOf(f[0]!);
      const atRest = chestRobe(f[0]!, chest);
      const lost = rowsLost * block * chest.columns.length;
      for (const img of f) expect(chestRobe(img, chest)).toBeGreaterThanOrEqual(atRest - lost);
    });
  }

  it("nods: the face goes down under the brim and comes back", () => {
    const f = frames(source, "nods");
    const { columns } = chestOf(f[0]!);
    const rest = faceTopIn(f[0]!, columns);
    const tops = f.map((img) => faceTopIn(img, columns));
    expect(tops.some((y) => y >= rest + block)).toBe(true);
    expect(tops.filter((y) => y === rest).length).toBeGreaterThanOrEqual(2);
  });

  it("looks sad: the head hangs with its eyes still showing, unlike a bow", () => {
    const sad = frames(source, "looks sad");
    const { columns } = chestOf(sad[0]!);
    const rest = faceTopIn(sad[0]!, columns);
    expect(sad.some((img) => faceTopIn(img, columns) > rest)).toBe(true);
    for (const img of sad) expect(showsEye(img, columns)).toBe(true);
    const bow = frames(source, "bows");
    expect(bow.some((img) => !showsEye(img, columns))).toBe(true);
  });
});

describe("a head of few pixels looking around glances with its eyes", () => {
  /** The hat brim: the widest row of outline, its row and ends. */
  const brim = (img: RgbaImage) => {
    let best = { y: 0, left: 0, right: -1 };
    for (let y = 0; y < img.height; y++) {
      let run = 0;
      for (let x = 0; x < img.width; x++) {
        run = at(img, x, y) === "k" ? run + 1 : 0;
        if (run > best.right - best.left + 1) best = { y, left: x - run + 1, right: x };
      }
    }
    return best;
  };
  /** The face under the brim (three art rows), read from the brim's left end: the head's own look. */
  const face = (img: RgbaImage) => {
    const b = brim(img);
    let out = "";
    for (let y = b.y + 1; y < b.y + 10; y++) {
      for (let x = b.left; x <= b.right; x++) out += at(img, x, y) || ".";
      out += "/";
    }
    return out;
  };

  it("the eyes move within the face, one way and the other, the hat on the shoulders", () => {
    const f = frames(drawnMage(), "looks around");
    const rest = face(f[0]!);
    // A head slid whole reads the same from its brim: only eyes that moved make a new face.
    const glances = new Set(f.map(face).filter((look) => look !== rest));
    expect(glances.size).toBeGreaterThanOrEqual(2);
    const block = 3;
    const still = brim(f[0]!);
    for (const img of f) {
      expect(Math.abs(brim(img).left - still.left)).toBeLessThanOrEqual(block);
      expect(Math.abs(brim(img).right - still.right)).toBeLessThanOrEqual(block);
    }
  });
});

describe("a hard nod on an import of few pixels", () => {
  it("nods angrily: the face never hides wholly under the brim", () => {
    const f = frames(drawnMage(), "nods angrily");
    const skinRows = (img: RgbaImage) => {
      let rows = 0;
      for (let y = 0; y < img.height; y++) {
        let skin = false;
        for (let x = 0; x < img.width && !skin; x++) skin = at(img, x, y) === "s";
        if (skin) rows++;
      }
      return rows;
    };
    // The hands are skin too: at rest they add their rows to the face's three art rows.
    const hands = skinRows(f[0]!) - 3 * 3;
    for (const img of f) expect(skinRows(img) - hands).toBeGreaterThanOrEqual(3);
  });
});
