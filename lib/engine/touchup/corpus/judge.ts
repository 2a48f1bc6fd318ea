/**
 * The corpus's judge: given a case (a fixture, a region, a sentence and what the artist meant)
 * and what the touch-up returned, says whether it did what was asked. It reads colours with
 * its own OKLab conversion and takes every mask from the drawing, so nothing it expects comes
 * from the code it judges.
 *
 * Outcomes, worst first: "charged but wrong" (an edit, paid for, that changed pixels outside
 * what was named or did not do what was asked, or an edit where the sentence could not apply),
 * "refused wrongly" (a refusal of a sentence that applies), "refused unlisted" (a right
 * refusal that does not list what the region holds), "pass".
 */
import { floodFill, labelComponents } from "../../raster";
import { type Fixture, OUTLINE, withOwnOutline } from "./draw";

export type Family =
  | "red"
  | "orange"
  | "yellow"
  | "gold"
  | "blonde"
  | "green"
  | "teal"
  | "blue"
  | "purple"
  | "pink"
  | "brown"
  | "grey"
  | "white"
  | "black";

/** What the sentence must do, stated with the parts the fixture was drawn with. */
export type Expectation =
  /**
   * `parts` take colours of `to`; `allow` may change too (a sword's hilt beside its blade).
   * `cut`: the region cuts the part, so the reading must say that the rest keeps its colour
   * (a touch-up never writes past its region); without it, the reading must not say so.
   */
  | {
      readonly kind: "recolor";
      readonly parts: string[];
      readonly to: Family;
      allow?: string[];
      cut?: boolean;
    }
  | {
      readonly kind: "lighter" | "darker";
      readonly parts: string[];
      allow?: string[];
      cut?: boolean;
    }
  /** `parts` disappear into the colours of the `into` parts, or into "transparent". */
  | { readonly kind: "remove"; readonly parts: string[]; readonly into: string[] }
  /**
   * `parts` cover more (fewer) pixels, changing only around themselves (see `around`). `apart`:
   * separate pieces (a cap's dots, a canopy's apples) stay as many separate pieces. `along`:
   * longer or shorter, not bigger: the parts' reach along their longer side changes by at least
   * a pixel (their pixel count the same way), however few pixels that adds on a thin part.
   */
  | {
      readonly kind: "grow" | "shrink";
      readonly parts: string[];
      readonly apart?: boolean;
      readonly along?: boolean;
    }
  /**
   * Something is drawn inside the region, in `color` when one is named. `edged`: its rim is
   * darker than its inside (a gem set on a chest reads by its edge). `apart`: it touches no
   * art of its colour already there (an apple added among a canopy's apples), so the region
   * holds one more piece of that colour.
   */
  | {
      readonly kind: "add";
      readonly color?: Family;
      readonly edged?: boolean;
      readonly apart?: boolean;
    }
  /** Nothing can apply: refused, listing the region's objects unless it holds none. */
  | { readonly kind: "refuse"; readonly listed?: boolean };

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Case {
  readonly fixture: Fixture;
  readonly region: Box;
  readonly sentence: string;
  readonly expect: Expectation;
  /**
   * The artist took the preview's offer to extend the change to the whole object: the part
   * may change (and must, when the region cuts it) past the region's edge.
   */
  readonly extend?: boolean;
}

/** The part of a touch-up's answer the judge reads. */
export type Answer =
  | {
      readonly kind: "edited";
      readonly image: { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
      /** What the touch-up says it did, as the preview shows it. */
      readonly summary?: string;
    }
  | {
      readonly kind: "refused";
      readonly reason: string;
      readonly objects?: readonly unknown[];
      /** The region grown around the object the region cuts, offered with the refusal. */
      readonly wholeObject?: unknown;
    };

export type Outcome = "pass" | "refused wrongly" | "charged but wrong" | "refused unlisted";

export interface Verdict {
  readonly outcome: Outcome;
  /** Why, in a few words, for the table and the contact sheet. */
  readonly why: string;
}

// --- colour, computed here rather than borrowed from the engine -------------------------------

export interface Lch {
  readonly L: number;
  readonly C: number;
  readonly h: number;
  readonly a: number;
  readonly b: number;
}

function linear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** sRGB bytes to OKLab and its polar form (hue in degrees, 0-360). */
export function oklch(r: number, g: number, b: number): Lch {
  const lr = linear(r);
  const lg = linear(g);
  const lb = linear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { L, C: Math.hypot(A, B), h, a: A, b: B };
}

const within = (h: number, from: number, to: number) =>
  from <= to ? h >= from && h <= to : h >= from || h <= to;

/** Whether a colour reads as `family`: hue windows for hues, lightness and chroma for neutrals. */
export function inFamily(c: Lch, family: Family): boolean {
  const hued = c.C >= 0.03;
  switch (family) {
    // Lighter than this a red reads salmon or pink.
    case "red":
      return hued && within(c.h, 345, 45) && c.L <= 0.68;
    case "orange":
      return hued && within(c.h, 35, 80);
    case "yellow":
      return hued && within(c.h, 70, 120);
    case "gold":
      return hued && within(c.h, 50, 115);
    // A yellow turned toward green, or dark, reads olive or khaki, not blonde.
    case "blonde":
      return hued && within(c.h, 50, 100) && c.L >= 0.62;
    case "green":
      return hued && within(c.h, 110, 180);
    case "teal":
      return hued && within(c.h, 165, 230);
    case "blue":
      return hued && within(c.h, 210, 295);
    case "purple":
      return hued && within(c.h, 280, 340);
    case "pink":
      return hued && within(c.h, 320, 30) && c.L >= 0.55;
    case "brown":
      return c.C >= 0.02 && within(c.h, 20, 100) && c.L <= 0.65;
    case "grey":
      return c.C < 0.04;
    case "white":
      return c.C < 0.05 && c.L >= 0.75;
    case "black":
      return c.C < 0.08 && c.L <= 0.4;
  }
}

// --- pixels ------------------------------------------------------------------------------------

type Pixels = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };

const same = (a: Pixels, b: Pixels, i: number) =>
  a.data[i * 4] === b.data[i * 4] &&
  a.data[i * 4 + 1] === b.data[i * 4 + 1] &&
  a.data[i * 4 + 2] === b.data[i * 4 + 2] &&
  a.data[i * 4 + 3] === b.data[i * 4 + 3];

const colourAt = (p: Pixels, i: number) =>
  oklch(p.data[i * 4]!, p.data[i * 4 + 1]!, p.data[i * 4 + 2]!);
const opaqueAt = (p: Pixels, i: number) => p.data[i * 4 + 3]! > 0;

/** 1 on every pixel inside `box`. */
export function boxMask(box: Box, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.height); y++) {
    for (let x = Math.max(0, box.x); x < Math.min(width, box.x + box.width); x++)
      mask[y * width + x] = 1;
  }
  return mask;
}

/** How many pixels differ from `before` (any byte) where `allowed` is 0. */
export function changedOutside(before: Pixels, after: Pixels, allowed: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < allowed.length; i++) if (!allowed[i] && !same(before, after, i)) n++;
  return n;
}

/** The pixels of a part the artist drew as the part itself (its line work left out). */
function own(fixture: Fixture, parts: string[]): number[] {
  const mask = fixture.mask(...parts);
  const out: number[] = [];
  mask.forEach((v, i) => {
    if (v && !fixture.parts[i]!.includes(OUTLINE)) out.push(i);
  });
  return out;
}

const share = (n: number, of: number) => (of === 0 ? 0 : n / of);
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The distinct colours (as packed RGB) the drawing uses on `mask`. */
function coloursOf(image: Pixels, mask: Uint8Array): Set<number> {
  const set = new Set<number>();
  mask.forEach((v, i) => {
    if (v && opaqueAt(image, i))
      set.add((image.data[i * 4]! << 16) | (image.data[i * 4 + 1]! << 8) | image.data[i * 4 + 2]!);
  });
  return set;
}

function countColours(image: Pixels, region: Uint8Array, colours: Set<number>): number {
  let n = 0;
  region.forEach((v, i) => {
    if (!v || !opaqueAt(image, i)) return;
    const c = (image.data[i * 4]! << 16) | (image.data[i * 4 + 1]! << 8) | image.data[i * 4 + 2]!;
    if (colours.has(c)) n++;
  });
  return n;
}

/** The longer side of the box round the pixels of `colours` inside `region`. */
function reachOf(image: Pixels, region: Uint8Array, colours: Set<number>): number {
  const { width } = image;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  region.forEach((v, i) => {
    if (!v || !opaqueAt(image, i)) return;
    const c = (image.data[i * 4]! << 16) | (image.data[i * 4 + 1]! << 8) | image.data[i * 4 + 2]!;
    if (!colours.has(c)) return;
    const [x, y] = [i % width, Math.floor(i / width)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  });
  return x1 < 0 ? 0 : Math.max(x1 - x0, y1 - y0) + 1;
}

/** How many 8-connected pieces the pixels of `colours` form inside `region`. */
function piecesOf(image: Pixels, region: Uint8Array, colours: Set<number>): number {
  const hit = (i: number) =>
    region[i] === 1 &&
    opaqueAt(image, i) &&
    colours.has(
      (image.data[i * 4]! << 16) | (image.data[i * 4 + 1]! << 8) | image.data[i * 4 + 2]!,
    );
  return labelComponents(image.width, image.height, hit, 8).sizes.length;
}

/**
 * Where a case lets pixels change: the named parts with their own outline (and the parts it
 * also allows), inside the region; for a size, the part's surroundings in the region; for an
 * addition, the whole region; for a refusal, nowhere.
 */
export function allowedChanges(c: Case): Uint8Array {
  const { fixture, expect: want } = c;
  const { width, height } = fixture.image;
  const region = boxMask(reachOfCase(c), width, height);
  if (want.kind === "refuse") return new Uint8Array(width * height);
  if (want.kind === "add") return region;
  if (want.kind === "grow" || want.kind === "shrink") {
    const parts = withOwnOutline(fixture, fixture.mask(...want.parts));
    // Shorter moves the far end in (a key's teeth), as far as longer would move it out.
    const near = around(fixture, parts, want.along ? "grow" : want.kind);
    // A region that stops a pixel short of the parts' own outline (the sole under a boot) holds
    // it: the outline is theirs, and an artist's drag ends at the fill inside it.
    const reach = Uint8Array.from(region);
    for (let i = 0; i < parts.length; i++) {
      if (!parts[i] || !fixture.parts[i]!.includes(OUTLINE)) continue;
      const x = i % width;
      const y = Math.floor(i / width);
      const beside = [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ].some(
        ([nx, ny]) =>
          nx! >= 0 && ny! >= 0 && nx! < width && ny! < height && region[ny! * width + nx!],
      );
      if (beside) reach[i] = 1;
    }
    return near.map((v, i) => v & reach[i]!);
  }
  const parts = [...want.parts, ...("allow" in want ? (want.allow ?? []) : [])];
  return withOwnOutline(fixture, fixture.mask(...parts)).map((v, i) => v & region[i]!);
}

/**
 * Where a part may spread when it changes size: each of its pieces (8-connected) widened by
 * 40% of the piece's longer side when it grows (at least 2 px: a 2 × 2 apple may become
 * 6 × 6, an 18-px sword 7 px longer), by 1 px when it shrinks (its outline moves in).
 */
export function around(fixture: Fixture, mask: Uint8Array, kind: "grow" | "shrink"): Uint8Array {
  const { width, height } = fixture.image;
  const out = new Uint8Array(mask.length);
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const piece: number[] = [];
    floodFill(width, height, [start], (j) => mask[j] === 1, {
      connectivity: 8,
      seen,
      visit: (i) => piece.push(i),
    });
    const xs = piece.map((i) => i % width);
    const ys = piece.map((i) => Math.floor(i / width));
    const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 1;
    const r = kind === "grow" ? Math.max(2, Math.round(side * 0.4)) : 1;
    for (const i of piece) {
      const x = i % width;
      const y = Math.floor(i / width);
      for (let ny = Math.max(0, y - r); ny <= Math.min(height - 1, y + r); ny++) {
        for (let nx = Math.max(0, x - r); nx <= Math.min(width - 1, x + r); nx++)
          out[ny * width + nx] = 1;
      }
    }
  }
  return out;
}

/** Where a case may write: its region, or the whole picture when extended to the object. */
function reachOfCase(c: Case): Box {
  const { width, height } = c.fixture.image;
  return c.extend ? { x: 0, y: 0, width, height } : c.region;
}

/** Judges one answer to one case. */
export function judge(c: Case, answer: Answer): Verdict {
  const { fixture, expect: want } = c;
  const before = fixture.image;
  const { width, height } = before;
  if (want.kind === "refuse") {
    if (answer.kind === "edited")
      return { outcome: "charged but wrong", why: "edited; must refuse" };
    const listed = (answer.objects?.length ?? 0) > 0 || /in this region/i.test(answer.reason);
    if (want.listed === false || listed) return { outcome: "pass", why: "refused" };
    return { outcome: "refused unlisted", why: "refused without listing the region's objects" };
  }
  // A region that cuts the part may be refused before charging when the refusal offers the
  // region grown around the part, which one tick of "extend to the whole object" then takes.
  if (answer.kind === "refused" && !c.extend && answer.wholeObject)
    return { outcome: "pass", why: "refused; offers to extend to the whole object" };
  if (answer.kind === "refused")
    return { outcome: "refused wrongly", why: `refused: ${answer.reason}` };
  const after = answer.image;
  if (after.width !== width || after.height !== height)
    return { outcome: "charged but wrong", why: "size changed" };
  const wrong = (why: string): Verdict => ({ outcome: "charged but wrong", why });
  const region = boxMask(reachOfCase(c), width, height);
  const allowed = allowedChanges(c);
  const outside = changedOutside(before, after, allowed);
  if (outside > 0)
    return wrong(
      `${outside} px changed outside the ${want.kind === "add" ? "region" : want.kind === "grow" || want.kind === "shrink" ? `surroundings of the ${want.parts.join("+")}` : want.parts.join("+")}`,
    );

  switch (want.kind) {
    case "recolor":
    case "lighter":
    case "darker": {
      const pixels = own(fixture, want.parts).filter((i) => region[i]);
      const warned = /region cuts/i.test(answer.summary ?? "");
      const extended = /extended to the whole/i.test(answer.summary ?? "");
      if (c.extend) {
        if (want.cut && !extended) return wrong("region cuts the part; it was not extended");
        if (!want.cut && (extended || warned)) return wrong(`says it was cut: ${answer.summary}`);
      } else {
        if (want.cut && !warned) return wrong("region cuts the part; the reading does not say so");
        if (!want.cut && warned) return wrong(`says the region cuts it: ${answer.summary}`);
      }
      if (want.kind === "recolor") {
        // A part of several materials (a shield's red field inside a steel rim) changes colour
        // where it has one: its neutral pixels may stay, unless it is mostly neutral.
        // Its inner line work (dark and grey) may stay too, unless the part is only that (eyes).
        const hued = pixels.filter((i) => colourAt(before, i).C >= 0.04);
        const unlined = pixels.filter((i) => {
          const c0 = colourAt(before, i);
          return c0.L >= 0.33 || c0.C >= 0.05;
        });
        const body = unlined.length >= pixels.length * 0.5 ? unlined : pixels;
        const judged = hued.length >= pixels.length * 0.3 ? hued : body;
        const hit = judged.filter(
          (i) => opaqueAt(after, i) && inFamily(colourAt(after, i), want.to),
        );
        const got = share(hit.length, judged.length);
        if (got < 0.8) return wrong(`${pct(got)} of ${want.parts.join("+")} ${want.to}`);
        if (!lightOrderKept(before, after, judged)) return wrong("shading order lost");
        return { outcome: "pass", why: `${pct(got)} ${want.to}` };
      }
      // Only the shades with room to move are asked to: a near-white glass cannot get lighter.
      const room = pixels.filter((i) => {
        const L = colourAt(before, i).L;
        return want.kind === "lighter" ? L < 0.9 : L > 0.25;
      });
      const judged = room.length > 0 ? room : pixels;
      const moved = judged.filter((i) => !same(before, after, i));
      if (share(moved.length, judged.length) < 0.6)
        return wrong(
          `${pct(share(moved.length, judged.length))} of ${want.parts.join("+")} changed`,
        );
      const dL =
        judged.reduce((s, i) => s + colourAt(after, i).L - colourAt(before, i).L, 0) /
        judged.length;
      const ok = want.kind === "lighter" ? dL >= 0.03 : dL <= -0.03;
      if (!ok || pixels.some((i) => !opaqueAt(after, i)))
        return wrong(`lightness moved ${dL.toFixed(3)}`);
      return { outcome: "pass", why: `lightness ${dL > 0 ? "+" : ""}${dL.toFixed(2)}` };
    }
    case "remove": {
      const pixels = own(fixture, want.parts).filter((i) => region[i]);
      const clear = want.into.includes("transparent");
      const surround = coloursOf(
        before,
        fixture.mask(...want.into.filter((n) => n !== "transparent")),
      );
      // A colour the part shares with what is behind it (a sword's steel on a steel arm) shows
      // the surroundings only where the pixel changed; one of its own never does.
      const partColours = coloursOf(before, fixture.mask(...want.parts));
      const lab = (v: number) => oklch(v >> 16, (v >> 8) & 255, v & 255);
      const near = [...surround].filter((v) => !partColours.has(v)).map(lab);
      const shared = [...surround].filter((v) => partColours.has(v)).map(lab);
      const close = (c1: Lch, list: Lch[]) =>
        list.some((c2) => Math.hypot(c1.L - c2.L, c1.a - c2.a, c1.b - c2.b) < 0.06);
      // On the engine's drawing a part that lies behind the pixel (the cape under the shield)
      // shows in its own colour there even where that is the removed part's colour too.
      const into = new Set(want.into);
      const showsBehind = (i: number) =>
        fixture.stacked?.[i]?.some((name) => into.has(name) && !want.parts.includes(name)) === true;
      const gone = pixels.filter((i) => {
        if (!opaqueAt(after, i)) return clear;
        const c1 = colourAt(after, i);
        return (
          close(c1, near) || ((!same(before, after, i) || showsBehind(i)) && close(c1, shared))
        );
      });
      if (share(gone.length, pixels.length) < 0.85)
        return wrong(
          `${pct(share(gone.length, pixels.length))} of ${want.parts.join("+")} removed`,
        );
      return { outcome: "pass", why: `${pct(share(gone.length, pixels.length))} removed` };
    }
    case "grow":
    case "shrink": {
      const colours = coloursOf(before, fixture.mask(...want.parts));
      for (const v of coloursOf(before, fixture.mask(OUTLINE))) colours.delete(v);
      const n0 = countColours(before, region, colours);
      const n1 = countColours(after, region, colours);
      const step = Math.max(3, Math.round(n0 * 0.15));
      let ok = want.kind === "grow" ? n1 >= n0 + step : n1 <= n0 - step && n1 > 0;
      if (want.along) {
        const r0 = reachOf(before, region, colours);
        const r1 = reachOf(after, region, colours);
        ok = want.kind === "grow" ? r1 > r0 && n1 > n0 : r1 < r0 && n1 < n0 && n1 > 0;
        if (!ok) return wrong(`${want.parts.join("+")} reaches ${r0} → ${r1} px`);
      }
      if (!ok) return wrong(`${want.parts.join("+")} ${n0} → ${n1} px`);
      if (want.apart) {
        const k0 = piecesOf(before, region, colours);
        const k1 = piecesOf(after, region, colours);
        if (k1 < k0) return wrong(`${k0} pieces merged into ${k1}`);
      }
      return { outcome: "pass", why: `${n0} → ${n1} px` };
    }
    case "add": {
      let changed = 0;
      let erased = 0;
      let coloured = 0;
      let opaqueNew = 0;
      region.forEach((v, i) => {
        if (!v || same(before, after, i)) return;
        changed++;
        if (opaqueAt(before, i) && !opaqueAt(after, i)) erased++;
        if (opaqueAt(after, i)) {
          opaqueNew++;
          if (want.color && inFamily(colourAt(after, i), want.color)) coloured++;
        }
      });
      if (changed < 4) return wrong(`only ${changed} px drawn`);
      if (erased > 0) return wrong(`${erased} px erased`);
      if (want.color && share(coloured, opaqueNew) < 0.5)
        return wrong(`${pct(share(coloured, opaqueNew))} of the new pixels ${want.color}`);
      if (want.edged) {
        const drawn = (i: number) => region[i] === 1 && !same(before, after, i);
        let inner = 0;
        let innerL = 0;
        const rim: number[] = [];
        region.forEach((v, i) => {
          if (!v || !drawn(i)) return;
          const x = i % width;
          const y = Math.floor(i / width);
          const edge = [
            [x - 1, y],
            [x + 1, y],
            [x, y - 1],
            [x, y + 1],
          ].some(([nx, ny]) => !drawn(ny! * width + nx!) || nx! < 0 || nx! >= width);
          if (edge) rim.push(colourAt(after, i).L);
          else {
            inner++;
            innerL += colourAt(after, i).L;
          }
        });
        const mean = inner > 0 ? innerL / inner : 1;
        const dark = rim.filter((L) => L < mean).length;
        if (inner === 0 || share(dark, rim.length) < 0.7)
          return wrong(`${pct(share(dark, rim.length))} of its rim darker than its inside`);
      }
      if (want.apart && want.color) {
        const family = want.color;
        const hue = new Set<number>();
        for (const image of [before, after])
          region.forEach((v, i) => {
            if (v && opaqueAt(image, i) && inFamily(colourAt(image, i), family))
              hue.add(
                (image.data[i * 4]! << 16) | (image.data[i * 4 + 1]! << 8) | image.data[i * 4 + 2]!,
              );
          });
        const k0 = piecesOf(before, region, hue);
        const k1 = piecesOf(after, region, hue);
        if (k1 !== k0 + 1) return wrong(`${k0} ${family} pieces became ${k1}, not ${k0 + 1}`);
      }
      return { outcome: "pass", why: `${changed} px drawn` };
    }
  }
}

/**
 * A recolor keeps the ramp: of any two colours the part was drawn with that differ clearly in
 * lightness, the lighter one is still the lighter after (compared on their mean).
 */
export function lightOrderKept(before: Pixels, after: Pixels, pixels: number[]): boolean {
  const groups = new Map<number, { L0: number; sum: number; n: number }>();
  for (const i of pixels) {
    const key =
      (before.data[i * 4]! << 16) | (before.data[i * 4 + 1]! << 8) | before.data[i * 4 + 2]!;
    const g = groups.get(key) ?? { L0: colourAt(before, i).L, sum: 0, n: 0 };
    g.sum += colourAt(after, i).L;
    g.n++;
    groups.set(key, g);
  }
  const list = [...groups.values()].map((g) => ({ L0: g.L0, L1: g.sum / g.n }));
  for (const a of list) {
    for (const b of list) {
      if (a.L0 - b.L0 > 0.08 && a.L1 < b.L1 - 0.01) return false;
    }
  }
  return true;
}
