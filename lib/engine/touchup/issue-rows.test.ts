import { describe, expect, it } from "vitest";
import { hexToRgb, lchOf, rgbToOklab } from "../color";
import { EMPTY, type LayeredSprite, OUTLINE_INK } from "../draw";
import { generateLayered } from "../generate";
import { readSpritePrompt } from "../prompt";
import { createImage, type RgbaImage, setPixel } from "../raster";
import { type Region, touchUp } from ".";

/**
 * The sentences an artist tried, each on the sprite and region it was tried on: every one must
 * do what its words say. What a part is comes from how the fixture was drawn (the legend of a
 * hand-drawn grid, the layers the engine painted), never from the touch-up's own locator.
 */

interface Ink {
  readonly hex: string;
  readonly part: string;
}

interface Drawn {
  readonly image: RgbaImage;
  /** 1 on pixels drawn as one of `parts`. */
  mask(...parts: string[]): Uint8Array;
  readonly part: readonly (string | null)[];
}

function paint(grid: string, legend: Readonly<Record<string, Ink>>): Drawn {
  const rows = grid.split("\n").filter((r) => r.length > 0);
  const image = createImage(rows[0]!.length, rows.length);
  const part: (string | null)[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const ink = legend[ch];
      part.push(ink ? ink.part : null);
      if (ink) setPixel(image, x, y, [...hexToRgb(ink.hex), 255]);
    });
  });
  return {
    image,
    part,
    mask: (...names) => Uint8Array.from(part, (p) => (p !== null && names.includes(p) ? 1 : 0)),
  };
}

const OUTLINE = { hex: "#22202a", part: "outline" };

const BALL_AND_BLOCK = paint(
  `
........................
...oooo.................
..obllbo.....oooooooooo.
.obbllbbo....ohhhhhhhgo.
.obbllbbo....ohggggggGo.
.obbbbbBo....ohggggggGo.
.obbbbbBo....ohggggggGo.
.oBbbbBBo....ohggggggGo.
..oBBBBo.....ohggggggGo.
...oooo......ogGGGGGGGo.
.............oooooooooo.
........................`,
  {
    o: OUTLINE,
    B: { hex: "#2c4ca0", part: "ball" },
    b: { hex: "#3c6cd0", part: "ball" },
    l: { hex: "#7c9ce8", part: "ball" },
    G: { hex: "#5a5a60", part: "block" },
    g: { hex: "#8a8a90", part: "block" },
    h: { hex: "#b4b4ba", part: "block" },
  },
);

const MUSHROOM = paint(
  `
................
.....oooooo.....
...oorrrrrroo...
..orrwwrrrrrro..
.orrrwwrrrwwrro.
.orrrrrrrrwwrro.
orwwrrrrrrrrrrro
orwwrrrrrwwrrRro
oRrrrrrrrwwrRRro
oRRRRRRRRRRRRRRo
.oooosssssSoooo.
....ossssSo.....
....ossssSo.....
....ossssSo.....
....oSSSSSo.....
.....ooooo......`,
  {
    o: OUTLINE,
    r: { hex: "#c83c3c", part: "cap" },
    R: { hex: "#8a2430", part: "cap" },
    w: { hex: "#f0f0ea", part: "dots" },
    s: { hex: "#d8c49c", part: "stem" },
    S: { hex: "#a89470", part: "stem" },
  },
);

const HERO = paint(
  `
......................
.......oooooo......o..
......ohhhhhho....omo.
.....ohhHhhhhho...omo.
.....ohhkkkkkho...omo.
.....ohkkokkoko...omo.
.....ohkkkkkkko...omo.
......okkkkkko....omo.
.......oooooo.....omo.
.....ootttttttoo..omo.
....otttttttttTto.omo.
...okottttttttTtokmo..
...okottttttttTtooMo..
...okottttttttTto.oMo.
...okottttttttTto.oMo.
...okotttttttTTtonnnno
...okoTTTTTTTTTokknno.
...oko.oppppppoookkno.
....o..opppoppo..onno.
.......opppoppo...oo..
.......opppoppo.......
.......oPPPoPPo.......
.......oddooddo.......
......odddoddddo......
......oooooooooo......`,
  {
    o: OUTLINE,
    h: { hex: "#6a4028", part: "hair" },
    H: { hex: "#4a2818", part: "hair" },
    k: { hex: "#f0c8a0", part: "skin" },
    t: { hex: "#3c8a44", part: "tunic" },
    T: { hex: "#2a6030", part: "tunic" },
    p: { hex: "#4a5470", part: "legs" },
    P: { hex: "#343c54", part: "legs" },
    d: { hex: "#5a3a20", part: "boots" },
    m: { hex: "#c0c4cc", part: "blade" },
    M: { hex: "#8a8e98", part: "blade" },
    n: { hex: "#7a4c2c", part: "hilt" },
  },
);

const POTION = paint(
  `
....oooo....
....onno....
....oNNo....
....occo....
...occcco...
..occcccco..
.occgLLLLco.
.ocgLLLLLco.
.ocLLLLLLco.
.ocLLLLLDco.
.ocLLLLDDco.
..ocDDDDco..
...oooooo...`,
  {
    o: OUTLINE,
    n: { hex: "#9a6a3c", part: "cork" },
    N: { hex: "#6a4424", part: "cork" },
    c: { hex: "#a8d0e0", part: "glass" },
    g: { hex: "#f0f8ff", part: "glass" },
    L: { hex: "#c83c3c", part: "liquid" },
    D: { hex: "#8a2430", part: "liquid" },
  },
);

const key = (image: RgbaImage, i: number) => image.data.subarray(i * 4, i * 4 + 4).join();
const rgb = (image: RgbaImage, i: number) =>
  [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!] as const;
const lch = (image: RgbaImage, i: number) => lchOf(rgbToOklab(rgb(image, i)));
const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

function changedMask(before: RgbaImage, after: RgbaImage): Uint8Array {
  const out = new Uint8Array(before.width * before.height);
  for (let i = 0; i < out.length; i++) if (key(before, i) !== key(after, i)) out[i] = 1;
  return out;
}

function edit(image: RgbaImage, region: Region, prompt: string, layers?: LayeredSprite) {
  const result = touchUp(image, region, prompt, { seed: 1, ...(layers ? { layers } : {}) });
  expect(result.kind, `${prompt}: ${result.kind === "refused" ? result.reason : ""}`).toBe(
    "edited",
  );
  if (result.kind !== "edited") throw new Error("refused");
  expect(result.objects?.length ?? 0, `${prompt}: objects listed`).toBeGreaterThan(0);
  expect(result.summary, prompt).toMatch(/\d+ px$/);
  return { result, changed: changedMask(image, result.image) };
}

/** Every pixel of `must` changed; nothing outside `may` changed. */
function expectExactly(
  changed: Uint8Array,
  must: Uint8Array,
  may: Uint8Array,
  width: number,
  label: string,
) {
  for (let i = 0; i < changed.length; i++) {
    const at = `${label} @${i % width},${Math.floor(i / width)}`;
    if (must[i]) expect(changed[i], `${at} should change`).toBe(1);
    if (changed[i]) expect(may[i], `${at} should not change`).toBe(1);
  }
}

/** The changed pixels of `mask` take hue `hue` (within 35°) and keep their light order. */
function expectRecolored(
  before: RgbaImage,
  after: RgbaImage,
  mask: Uint8Array,
  hue: number,
  label: string,
) {
  const pairs: [number, number][] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    expect(hueDistance(lch(after, i).h, hue), `${label}: hue`).toBeLessThan(35);
    pairs.push([lch(before, i).L, lch(after, i).L]);
  }
  for (const [a, a2] of pairs)
    for (const [b, b2] of pairs) if (a < b - 0.01) expect(a2, `${label}: order`).toBeLessThan(b2);
}

const whole = (d: Drawn) => ({ x: 0, y: 0, width: d.image.width, height: d.image.height });
const and = (a: Uint8Array, b: Uint8Array) => a.map((v, i) => v & b[i]!);

describe("the artist's sentences on hand-drawn imports", () => {
  it("make the blue ball red: the ball turns red, the grey block stays", () => {
    const d = BALL_AND_BLOCK;
    const { result, changed } = edit(
      d.image,
      { x: 0, y: 0, width: 10, height: 12 },
      "make the blue ball red",
    );
    expectExactly(changed, d.mask("ball"), d.mask("ball"), 24, "ball");
    expectRecolored(d.image, result.image, d.mask("ball"), 25, "ball");
  });

  it("make the blue ball red with the block inside the region too", () => {
    const d = BALL_AND_BLOCK;
    const { changed } = edit(d.image, whole(d), "make the blue ball red");
    expectExactly(changed, d.mask("ball"), d.mask("ball"), 24, "ball");
  });

  it("make the grey box yellow: the block turns yellow, nothing is drawn over it", () => {
    const d = BALL_AND_BLOCK;
    const { result, changed } = edit(d.image, whole(d), "make the grey box yellow");
    expectExactly(changed, d.mask("block"), d.mask("block"), 24, "block");
    expectRecolored(d.image, result.image, d.mask("block"), 100, "block");
  });

  it("make the cap blue: the cap's red ramp turns blue, the dots and the stem stay", () => {
    const d = MUSHROOM;
    const { result, changed } = edit(
      d.image,
      { x: 0, y: 0, width: 16, height: 10 },
      "make the cap blue",
    );
    expectExactly(changed, d.mask("cap"), d.mask("cap"), 16, "cap");
    expectRecolored(d.image, result.image, d.mask("cap"), 264, "cap");
  });

  it("make the red blue / turn the red parts purple: the red, and only the red", () => {
    const d = MUSHROOM;
    for (const [prompt, hue] of [
      ["make the red blue", 264],
      ["turn the red parts purple", 310],
    ] as const) {
      const { result, changed } = edit(d.image, whole(d), prompt);
      expectExactly(changed, d.mask("cap"), d.mask("cap"), 16, prompt);
      expectRecolored(d.image, result.image, d.mask("cap"), hue, prompt);
    }
  });

  it("remove the white dots: the cap's red fills where they were, the cap stays", () => {
    const d = MUSHROOM;
    const { result, changed } = edit(
      d.image,
      { x: 0, y: 0, width: 16, height: 10 },
      "remove the white dots",
    );
    expectExactly(changed, d.mask("dots"), d.mask("dots"), 16, "dots");
    const capColors = new Set(d.part.flatMap((p, i) => (p === "cap" ? [key(d.image, i)] : [])));
    d.mask("dots").forEach((m, i) => {
      if (m) expect(capColors.has(key(result.image, i)), `dot ${i}`).toBe(true);
    });
  });

  it("make the stem darker: every stem pixel darker, nothing else", () => {
    const d = MUSHROOM;
    const { result, changed } = edit(
      d.image,
      { x: 3, y: 10, width: 9, height: 6 },
      "make the stem darker",
    );
    const stem = and(
      d.mask("stem"),
      Uint8Array.from(d.part, (_, i) => (Math.floor(i / 16) >= 10 ? 1 : 0)),
    );
    expectExactly(changed, stem, stem, 16, "stem");
    stem.forEach((m, i) => {
      if (m) expect(lch(result.image, i).L).toBeLessThan(lch(d.image, i).L);
    });
  });

  it("make his hair blonde: the hair, lighter and yellow, and nothing above it", () => {
    const d = HERO;
    const { result, changed } = edit(
      d.image,
      { x: 4, y: 0, width: 12, height: 9 },
      "make his hair blonde",
    );
    expectExactly(changed, d.mask("hair"), d.mask("hair"), 22, "hair");
    expectRecolored(d.image, result.image, d.mask("hair"), 90, "hair");
  });

  it("make the sword gold: the blade turns gold; the legs never", () => {
    const d = HERO;
    const { result, changed } = edit(
      d.image,
      { x: 16, y: 0, width: 6, height: 20 },
      "make the sword gold",
    );
    expectExactly(changed, d.mask("blade"), d.mask("blade"), 22, "blade");
    expectRecolored(d.image, result.image, d.mask("blade"), 85, "blade");
  });

  it("remove the sword: blade and hilt go, to air, with only their own outline", () => {
    const d = HERO;
    const { result, changed } = edit(
      d.image,
      { x: 16, y: 0, width: 6, height: 20 },
      "remove the sword",
    );
    const sword = d.mask("blade", "hilt");
    const w = 22;
    for (let i = 0; i < changed.length; i++) {
      if (sword[i]) expect(changed[i], `sword ${i % w},${Math.floor(i / w)}`).toBe(1);
      else if (changed[i]) {
        const own = [i - 1, i + 1, i - w, i + w].some((j) => sword[j]);
        expect(own && d.part[i] === "outline", `${i % w},${Math.floor(i / w)}`).toBe(true);
      }
    }
    // The blade stood in the air: air again.
    for (let i = 0; i < 11 * w; i++)
      if (d.part[i] === "blade") expect(result.image.data[i * 4 + 3]).toBe(0);
  });

  it("make the red potion blue: the liquid turns blue; no bottle is drawn", () => {
    const d = POTION;
    const { result, changed } = edit(d.image, whole(d), "make the red potion blue");
    expectExactly(changed, d.mask("liquid"), d.mask("liquid"), 12, "liquid");
    expectRecolored(d.image, result.image, d.mask("liquid"), 264, "liquid");
  });

  it("asks rather than guesses: a phrase the region does not hold is refused with its objects", () => {
    const d = MUSHROOM;
    const result = touchUp(d.image, whole(d), "make the green blue", { seed: 1 });
    expect(result.kind).toBe("refused");
    if (result.kind !== "refused") return;
    expect(result.reason).toMatch(/^nothing in the region matches 'green'\. In this region: /);
    const names = result.objects!.map((o) => o.name);
    expect(names).toContain("the red");
    expect(names).toContain("dots");
    expect(result.reason).toContain("dots (white)");
  });
});

/** The engine's drawing and, for each layer word, the pixels where that layer is in front. */
function drawn(prompt: string) {
  const reading = readSpritePrompt(prompt);
  const doc = generateLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 1,
  });
  const front = new Array<string | null>(64 * 64).fill(null);
  const inkAt = new Int32Array(64 * 64).fill(EMPTY);
  // The ink of the layer just behind the front one: where it equals the front ink, taking the
  // front layer away leaves the pixel looking as it did.
  const inkBehind = new Int32Array(64 * 64).fill(EMPTY);
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++) {
        const ink = l.ink[y * l.width + x]!;
        if (ink === EMPTY) continue;
        const cx = doc.mirrored ? 63 - (l.x + x) : l.x + x;
        const i = (l.y + y) * 64 + cx;
        front[i] = l.role === "item" ? (l.kind ?? "item") : l.role;
        inkBehind[i] = inkAt[i]!;
        inkAt[i] = ink;
      }
  }
  const image = doc.sprite.image;
  const layer = (name: string) =>
    Uint8Array.from(front, (f, i) => (f === name && image.data[i * 4 + 3] !== 0 ? 1 : 0));
  const box = (mask: Uint8Array, pad = 1): Region => {
    let x0 = 64;
    let y0 = 64;
    let x1 = -1;
    let y1 = -1;
    mask.forEach((m, i) => {
      if (!m) return;
      x0 = Math.min(x0, i % 64);
      x1 = Math.max(x1, i % 64);
      y0 = Math.min(y0, Math.floor(i / 64));
      y1 = Math.max(y1, Math.floor(i / 64));
    });
    return {
      x: x0 - pad,
      y: y0 - pad,
      width: x1 - x0 + 1 + 2 * pad,
      height: y1 - y0 + 1 + 2 * pad,
    };
  };
  return { doc, image, layer, box, inkAt, inkBehind, front };
}

describe("the artist's sentences on engine sprites, judged by the layers the engine drew", () => {
  const knight = drawn("knight with a sword and a shield");

  it("change the shield color to green: the shield's field turns green, its steel rim and pale emblem stay, the sword never", () => {
    const shield = knight.layer("shield");
    const sword = knight.layer("sword");
    expect(shield.reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    const { result, changed } = edit(
      knight.image,
      knight.box(shield),
      "change the shield color to green",
      knight.doc,
    );
    // The field is the shield's coloured paint; the rim and the emblem on it are drawn in
    // near-neutral steel and white, the shield's own drawing rather than its colour.
    const painted = (i: number) => lch(knight.image, i).C >= 0.04;
    let hit = 0;
    let field = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      const at = `${i % 64},${Math.floor(i / 64)}`;
      expect(shield[i], `${at} is not the shield`).toBe(1);
      expect(sword[i]).toBe(0);
      expect(painted(i), `${at} is the rim or the emblem`).toBe(true);
      hit++;
      expect(hueDistance(lch(result.image, i).h, 142)).toBeLessThan(40);
    });
    shield.forEach((m, i) => {
      if (m && knight.inkAt[i] !== OUTLINE_INK && lch(knight.image, i).L > 0.3 && painted(i))
        field++;
    });
    expect(field).toBeGreaterThan(50);
    expect(hit).toBeGreaterThanOrEqual(field * 0.9);
  });

  it("remove the shield: its pixels go, nothing of the body beside it changes", () => {
    const shield = knight.layer("shield");
    const { changed } = edit(knight.image, knight.box(shield), "remove the shield", knight.doc);
    let gone = 0;
    let total = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      const x = i % 64;
      const y = Math.floor(i / 64);
      const own =
        shield[i] === 1 ||
        (knight.inkAt[i] === OUTLINE_INK || knight.front[i] === null
          ? [i - 1, i + 1, i - 64, i + 64].some((j) => shield[j])
          : false);
      expect(own, `${x},${y} (${knight.front[i]}) changed`).toBe(true);
    });
    // A shield pixel over a cape pixel of the same ink shows the same colour once the shield
    // is gone: it is not counted.
    shield.forEach((m, i) => {
      if (!m || knight.inkBehind[i] === knight.inkAt[i]) return;
      total++;
      gone += changed[i]!;
    });
    expect(total).toBeGreaterThan(100);
    expect(gone).toBeGreaterThanOrEqual(total * 0.9);
  });

  it("add a crown: a crown stands on the head, gold, a dozen pixels or more", () => {
    const helm = knight.layer("head");
    const top = knight.box(helm, 0);
    const region = { x: top.x - 4, y: 0, width: top.width + 8, height: 20 };
    const { result, changed } = edit(knight.image, region, "add a crown", knight.doc);
    const pixels = [...changed.keys()].filter((i) => changed[i]);
    expect(pixels.length).toBeGreaterThanOrEqual(12);
    const gold = pixels.filter((i) => hueDistance(lch(result.image, i).h, 85) < 30).length;
    expect(gold).toBeGreaterThan(pixels.length / 2);
    const xs = pixels.map((i) => i % 64);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(5);
  });

  const wizard = drawn("wizard with a staff");
  const headLayer = wizard.doc.layers.find((l) => l.role === "head")!;
  // The beard, as the engine paints it: what changes below the face when the same wizard is
  // drawn with a green beard (the hair's colour; the beard is drawn in it).
  const green = drawn("wizard with a staff and a green beard");

  it("make the beard brown: the beard below the face turns brown, the hat never", () => {
    const head = wizard.layer("head");
    const faceLine = headLayer.y + Math.round(headLayer.height * 0.6);
    const beard = Uint8Array.from(head, (m, i) =>
      m &&
      Math.floor(i / 64) >= faceLine &&
      key(green.image, i) !== key(wizard.image, i) &&
      hueDistance(lch(green.image, i).h, 142) < 40 &&
      lch(green.image, i).C > 0.04
        ? 1
        : 0,
    );
    expect(beard.reduce((a, b) => a + b, 0)).toBeGreaterThan(30);
    const { result, changed } = edit(
      wizard.image,
      wizard.box(head),
      "make the beard brown",
      wizard.doc,
    );
    let hit = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      expect(Math.floor(i / 64), "changed above the face").toBeGreaterThan(
        headLayer.y + headLayer.height / 2,
      );
      expect(hueDistance(lch(result.image, i).h, 55)).toBeLessThan(35);
      hit += beard[i]!;
    });
    expect(hit).toBeGreaterThanOrEqual(beard.reduce((a, b) => a + b, 0) * 0.9);
  });

  it("close his eyes: only the eyes change, to skin with a lid line, never a bar across the body", () => {
    const head = wizard.layer("head");
    const eyes = Uint8Array.from(head, (m, i) =>
      m && wizard.inkAt[i] === OUTLINE_INK && head[i - 1] && head[i + 1] ? 1 : 0,
    );
    const count = eyes.reduce((a, b) => a + b, 0);
    expect(count).toBeGreaterThanOrEqual(2);
    const { changed } = edit(wizard.image, wizard.box(head), "close his eyes", wizard.doc);
    let n = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      n++;
      expect(head[i], "changed outside the head").toBe(1);
    });
    eyes.forEach((m, i) => {
      if (m) expect(changed[i], "an eye stayed open").toBe(1);
    });
    expect(n).toBeLessThanOrEqual(count * 3);
  });

  it("give him a glowing orb on the staff: a small round orb at the staff's tip", () => {
    const staff = wizard.layer("staff");
    const tip = topOf(staff);
    const region = { x: tip.x - 8, y: Math.max(0, tip.y - 10), width: 16, height: 16 };
    const { changed } = edit(
      wizard.image,
      region,
      "give him a glowing orb on the staff",
      wizard.doc,
    );
    const pixels = [...changed.keys()].filter((i) => changed[i]);
    expect(pixels.length).toBeGreaterThanOrEqual(9);
    const xs = pixels.map((i) => i % 64);
    const ys = pixels.map((i) => Math.floor(i / 64));
    // Round and small: about as wide as tall, nothing like a second staff.
    const w = Math.max(...xs) - Math.min(...xs) + 1;
    const h = Math.max(...ys) - Math.min(...ys) + 1;
    expect(Math.abs(w - h)).toBeLessThanOrEqual(2);
    expect(w).toBeLessThanOrEqual(14);
    // At the tip: its middle within a few pixels of the staff's top.
    const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
    expect(Math.hypot(cx - tip.x, cy - tip.y)).toBeLessThan(8);
  });
});

/** The topmost pixel of a mask. */
function topOf(mask: Uint8Array): { x: number; y: number } {
  const i = mask.indexOf(1);
  return { x: i % 64, y: Math.floor(i / 64) };
}

describe("operations that keep the art", () => {
  const d = BALL_AND_BLOCK;
  const ballRegion = { x: 0, y: 0, width: 12, height: 12 };
  const opaque = (image: RgbaImage, mask?: Uint8Array) => {
    let n = 0;
    for (let i = 0; i < image.width * image.height; i++)
      if (image.data[i * 4 + 3] !== 0 && (!mask || mask[i])) n++;
    return n;
  };
  const leftHalf = Uint8Array.from(d.part, (_, i) => (i % 24 < 12 ? 1 : 0));

  it("a saved palette is kept: every written colour is the palette's, and the summary says so", () => {
    const palette = ["#22202a", "#2c4ca0", "#3c6cd0", "#7c9ce8", "#5a5a60", "#8a8a90", "#b4b4ba"];
    const reds = ["#7a1c1c", "#b83030", "#e06a5a"];
    const result = touchUp(d.image, ballRegion, "make the ball red", {
      seed: 1,
      palette: [...palette, ...reds],
    });
    expect(result.kind).toBe("edited");
    if (result.kind !== "edited") return;
    expect(result.summary).toContain("saved palette");
    const allowed = new Set([...palette, ...reds].map((h) => [...hexToRgb(h), 255].join()));
    const changed = changedMask(d.image, result.image);
    let n = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      n++;
      expect(allowed.has(key(result.image, i))).toBe(true);
      expect(reds.map((h) => [...hexToRgb(h), 255].join())).toContain(key(result.image, i));
    });
    expect(n).toBeGreaterThan(20);
  });

  it("lighten: every ball pixel lighter, in the same order; the outline and the block stay", () => {
    const { result, changed } = edit(d.image, ballRegion, "lighten the ball");
    expectExactly(changed, d.mask("ball"), d.mask("ball"), 24, "ball");
    d.mask("ball").forEach((m, i) => {
      if (m) expect(lch(result.image, i).L).toBeGreaterThan(lch(d.image, i).L);
    });
  });

  it("bigger and smaller scale the ball's pixels; the block never changes", () => {
    const size = opaque(d.image, leftHalf);
    const bigger = edit(d.image, ballRegion, "make the ball bigger");
    const smaller = edit(d.image, ballRegion, "make the ball smaller");
    expect(opaque(bigger.result.image, leftHalf)).toBeGreaterThan(size * 1.2);
    expect(opaque(smaller.result.image, leftHalf)).toBeLessThan(size * 0.8);
    for (const { changed } of [bigger, smaller])
      changed.forEach((c, i) => {
        if (c) expect(i % 24).toBeLessThan(12);
      });
  });

  it("flip mirrors the ball in place, pixel for pixel", () => {
    const { result } = edit(d.image, ballRegion, "flip the ball");
    // The ball spans columns 1 to 8: x mirrors to 9 - x.
    for (let y = 0; y < 12; y++)
      for (let x = 1; x <= 8; x++)
        expect(key(result.image, y * 24 + x), `${x},${y}`).toBe(key(d.image, y * 24 + 9 - x));
  });

  it("a red outline rings the ball on the air around it, and nothing else", () => {
    const { result, changed } = edit(d.image, ballRegion, "give the ball a red outline");
    let n = 0;
    changed.forEach((c, i) => {
      if (!c) return;
      n++;
      expect(d.image.data[i * 4 + 3], "drawn on air").toBe(0);
      expect(hueDistance(lch(result.image, i).h, 25)).toBeLessThan(35);
    });
    expect(n).toBeGreaterThan(15);
  });

  it("every result, edited or refused, names the region's objects and says what it does", () => {
    for (const prompt of ["make the ball red", "make the dragon red", "remove", "add a crown"]) {
      const result = touchUp(d.image, whole(d), prompt, { seed: 1 });
      expect(result.objects, prompt).toBeDefined();
      expect(result.objects!.length, prompt).toBeGreaterThan(0);
      expect(result.summary, prompt).toBeTruthy();
    }
  });
});
