import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { createRandom, randomInt } from "../random";
import { contentWords } from "../prompt";
import { colorsOf, sameBytes, sprite } from "../testing";
import { type TouchUpResult, touchUp } from ".";
import { readTouchUpPrompt } from "./read-touchup-prompt";
import type { Region } from "./region";

const villager = sprite("villager");
const knight = sprite("knight with sword");
const PROMPTS = [
  "make the shirt blue",
  "gold trim",
  "add a scar",
  "add a red gem",
  "add stars",
  "add stripes",
  "add a patch",
  "add buttons",
  "add a heart",
  "add a crack",
  "remove the hat",
  "add detail and shading",
];

/** What the bare-headed villager has no part for. */
const BARE = "remove the hat";

/** The result's pixels: the touch-up must have acted (a refusal fails the test here). */
function edited(result: TouchUpResult, label = ""): RgbaImage {
  expect(result.kind, `${label}: ${result.kind === "refused" ? result.reason : ""}`).toBe("edited");
  if (result.kind !== "edited") throw new Error("unreachable");
  return result.image;
}

function opaqueInside(image: RgbaImage, r: Region): number {
  let n = 0;
  for (let y = r.y; y < Math.min(image.height, r.y + r.height); y++) {
    for (let x = r.x; x < Math.min(image.width, r.x + r.width); x++)
      if (image.data[(y * image.width + x) * 4 + 3]! > 0) n++;
  }
  return n;
}

/** Opaque pixels in the region lighter than line work (OKLab L of 0.25 and above). */
function colorfulInside(image: RgbaImage, r: Region): number {
  let n = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const o = (y * image.width + x) * 4;
      const rgb = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!] as const;
      if (image.data[o + 3]! > 0 && rgbToOklab(rgb).L >= 0.25) n++;
    }
  }
  return n;
}

/** Prompts that name a part: a region without that part refuses them by name. */
const NAMED_PART: Record<string, string> = {
  "make the shirt blue": "shirt",
  "remove the hat": "hat",
};

/**
 * A refusal on a random region must be one the region explains, checked here from the
 * source's own pixels: no sprite pixel in it, a named part it lacks, or too little room to
 * stamp a mark (a region of a few pixels). Anything else is a touch-up that failed to act.
 */
function expectJustifiedRefusal(
  result: TouchUpResult,
  source: RgbaImage,
  region: Region,
  prompt: string,
  label: string,
) {
  if (result.kind !== "refused") return;
  if (result.reason === "the region holds no pixels of the sprite") {
    expect(opaqueInside(source, region), `${label}: refused as empty`).toBe(0);
  } else if (result.reason.startsWith("nothing in the region matches")) {
    // The refusal names the words, then what the region holds, so the artist can pick.
    const [said, holds] = result.reason.split(". In this region: ");
    expect(said, label).toBe(`nothing in the region matches '${NAMED_PART[prompt]}'`);
    const chips = result.objects!.map(chip);
    expect(holds, label).toBe(chips.length > 0 ? `${chips.join(", ")}.` : undefined);
  } else if (result.reason.startsWith("nothing in the region can take that color")) {
    // Said of a region whose sprite pixels are all line work (outline-dark).
    expect(colorfulInside(source, region), `${label}: ${result.reason}`).toBe(0);
  } else if (result.reason.startsWith("no room in the region")) {
    // A mark needs a patch of the sprite's surface (or, for a scattering, of air).
    const room = Math.min(
      colorfulInside(source, region),
      region.width * region.height - opaqueInside(source, region),
    );
    expect(room, `${label}: ${result.reason}`).toBeLessThan(12);
  } else if (
    /^the (region|room above the head) is \d+×\d+ px: a .+ needs at least \d+×\d+ px/.test(
      result.reason,
    )
  ) {
    // A thing too big for its room: the room stated is under the size the reason names, and
    // when it is the region, it is the region's own size.
    const [, of, sw, sh, w, h] = result.reason
      .match(/^the (region|room above the head) is (\d+)×(\d+) px: .* needs at least (\d+)×(\d+)/)!
      .map((v, i) => (i > 1 ? Number(v) : v));
    expect((sw as number) < (w as number) || (sh as number) < (h as number), label).toBe(true);
    if (of === "region") expect([sw, sh], label).toEqual([region.width, region.height]);
    else expect(sh as number, label).toBeLessThanOrEqual(region.height);
  } else if (result.reason.startsWith("no room above the head in the region")) {
    // A crown with fewer than two rows of the region from the head's top up.
    expect(result.reason, label).toMatch(/the region has [01];/);
  } else {
    expect.fail(`${label}: unexpected refusal "${result.reason}"`);
  }
}

const chip = (o: { name: string }) => o.name;

function outsideIdentical(a: RgbaImage, b: RgbaImage, r: Region): boolean {
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height) continue;
      const o = (y * a.width + x) * 4;
      for (let k = 0; k < 4; k++) if (a.data[o + k] !== b.data[o + k]) return false;
    }
  }
  return true;
}

function changedInside(a: RgbaImage, b: RgbaImage, r: Region): number {
  let n = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const o = (y * a.width + x) * 4;
      if ([0, 1, 2, 3].some((k) => a.data[o + k] !== b.data[o + k])) n++;
    }
  }
  return n;
}

/** Random regions inside the image, a quarter of them pressed against an edge or a corner. */
function randomRegions(width: number, height: number, count: number, seed: number): Region[] {
  const random = createRandom(seed);
  const out: Region[] = [];
  for (let i = 0; i < count; i++) {
    const w = randomInt(random, 1, Math.min(width, 40));
    const h = randomInt(random, 1, Math.min(height, 40));
    let x = randomInt(random, 0, width - w);
    let y = randomInt(random, 0, height - h);
    if (i % 4 === 0) x = random() < 0.5 ? 0 : width - w;
    if (i % 4 === 1) y = random() < 0.5 ? 0 : height - h;
    out.push({ x, y, width: w, height: h });
  }
  out.push(
    { x: 0, y: 0, width, height },
    { x: width - 1, y: height - 1, width: 1, height: 1 },
    { x: 0, y: 0, width: 1, height: 1 },
  );
  return out;
}

describe("touchUp", () => {
  it("leaves every pixel outside the region byte-identical; only a recolor adds colors", () => {
    for (const source of [villager, knight]) {
      const allowed = colorsOf(source.image);
      const actedOn = new Set<string>();
      for (const [k, region] of randomRegions(64, 64, 60, 11).entries()) {
        const prompt = PROMPTS[k % PROMPTS.length]!;
        const label = `${prompt} ${JSON.stringify(region)}`;
        const result = touchUp(source.image, region, prompt, { seed: k });
        if (result.kind === "refused") {
          expectJustifiedRefusal(result, source.image, region, prompt, label);
          continue;
        }
        actedOn.add(prompt);
        const out = result.image;
        expect([out.width, out.height]).toEqual([64, 64]);
        expect(outsideIdentical(out, source.image, region), label).toBe(true);
        if (result.action === "recolor") continue;
        for (const c of colorsOf(out)) expect(allowed.has(c), label).toBe(true);
      }
      // Every prompt was carried out somewhere: the properties were checked, not skipped. The
      // villager is bare-headed: "remove the hat" on it is asked about, never carried out.
      const expected = source === villager ? PROMPTS.filter((p) => p !== BARE) : PROMPTS;
      expect([...actedOn].sort()).toEqual([...expected].sort());
    }
  });

  it("keeps hidden bytes of transparent pixels outside the region", () => {
    const image = { ...villager.image, data: new Uint8ClampedArray(villager.image.data) };
    for (let o = 0; o < image.data.length; o += 4) {
      if (image.data[o + 3] === 0) image.data.set([255, 255, 255, 0], o);
    }
    const region = { x: 10, y: 10, width: 30, height: 30 };
    for (const prompt of PROMPTS.filter((p) => p !== BARE)) {
      expect(
        outsideIdentical(
          edited(touchUp(image, region, prompt, { seed: 1 }), prompt),
          image,
          region,
        ),
        prompt,
      ).toBe(true);
    }
  });

  it("changes something inside the region for each action", () => {
    const cases: [string, Region, string][] = [
      ["make the shirt blue", { x: 18, y: 24, width: 28, height: 20 }, "recolor"],
      ["gold trim", { x: 18, y: 24, width: 28, height: 20 }, "recolor"],
      ["add a scar", { x: 24, y: 8, width: 16, height: 14 }, "add"],
      ["add stars", { x: 0, y: 0, width: 64, height: 20 }, "add"],
      ["add a gem", { x: 24, y: 26, width: 16, height: 14 }, "add"],
      ["remove the hair", { x: 18, y: 0, width: 28, height: 10 }, "remove"],
      ["remove the belt", { x: 18, y: 36, width: 28, height: 6 }, "remove"],
      ["add detail", { x: 14, y: 20, width: 36, height: 40 }, "detail"],
      ["more texture", { x: 14, y: 20, width: 36, height: 40 }, "detail"],
    ];
    for (const [prompt, region, action] of cases) {
      const out = touchUp(villager.image, region, prompt, { seed: 2 });
      expect(out.action, prompt).toBe(action);
      expect(out.kind, prompt).toBe("edited");
      expect(changedInside(edited(out, prompt), villager.image, region), prompt).toBeGreaterThan(0);
    }
  });

  it("removal at the silhouette's edge leaves air there", () => {
    const region = { x: 18, y: 0, width: 28, height: 10 };
    const out = edited(touchUp(villager.image, region, "remove the hair", { seed: 1 }));
    const opaque = (image: RgbaImage) => {
      let n = 0;
      for (let y = region.y; y < region.y + region.height; y++) {
        for (let x = region.x; x < region.x + region.width; x++)
          if (image.data[(y * 64 + x) * 4 + 3]! > 0) n++;
      }
      return n;
    };
    expect(opaque(out)).toBeLessThan(opaque(villager.image));
  });

  it("is deterministic", () => {
    const region = { x: 5, y: 5, width: 50, height: 50 };
    for (const prompt of PROMPTS) {
      const a = edited(touchUp(knight.image, region, prompt, { seed: 4 }), prompt);
      const b = edited(touchUp(knight.image, region, prompt, { seed: 4 }), prompt);
      expect(sameBytes(a, b), prompt).toBe(true);
    }
  });

  it("handles large sources and 200 × 200 regions", () => {
    const big = createImage(1024, 1024);
    for (let y = 0; y < 1024; y++) {
      for (let x = 0; x < 1024; x++) {
        const o = ((y >> 4) * 64 + (x >> 4)) * 4;
        big.data.set(villager.image.data.subarray(o, o + 4), (y * 1024 + x) * 4);
      }
    }
    const region = { x: 300, y: 350, width: 200, height: 200 };
    const allowed = colorsOf(big);
    for (const prompt of ["add stars", "remove it", "add detail", "make it blue", "add a gem"]) {
      const result = touchUp(big, region, prompt, { seed: 1 });
      const out = edited(result, prompt);
      expect(outsideIdentical(out, big, region), prompt).toBe(true);
      if (result.action === "recolor") continue;
      for (const c of colorsOf(out)) expect(allowed.has(c), prompt).toBe(true);
    }
  });

  it("clips a region that runs off the image and refuses an empty one", () => {
    const out = touchUp(villager.image, { x: 50, y: 50, width: 100, height: 100 }, "add stars", {
      seed: 1,
    });
    expect(
      outsideIdentical(edited(out), villager.image, {
        x: 50,
        y: 50,
        width: 14,
        height: 14,
      }),
    ).toBe(true);
    const none = touchUp(villager.image, { x: 70, y: 70, width: 5, height: 5 }, "add stars", {
      seed: 1,
    });
    expect(none).toMatchObject({ kind: "refused", reason: "the region lies outside the sprite" });
  });

  it("never does nothing silently: every result changes a pixel in the region or is refused", () => {
    const prompts = [...PROMPTS, "remove", "add a yellow star", "make it red", "shade"];
    for (const source of [villager, knight]) {
      for (const [k, region] of randomRegions(64, 64, 40, 23).entries()) {
        const prompt = prompts[k % prompts.length]!;
        const out = touchUp(source.image, region, prompt, { seed: k });
        const label = `${prompt} ${JSON.stringify(region)}`;
        if (out.kind === "refused")
          expectJustifiedRefusal(out, source.image, region, prompt, label);
        else expect(changedInside(out.image, source.image, region), label).toBeGreaterThan(0);
      }
    }
  });

  it("removes only the part's pixels: transparent pixels in the region never change", () => {
    for (const source of [villager, knight]) {
      let removed = 0;
      for (const [k, region] of randomRegions(64, 64, 40, 31).entries()) {
        const out = touchUp(source.image, region, "remove", { seed: k });
        // A bare "remove" is refused only where there is nothing to remove.
        if (out.kind === "refused") {
          expect(opaqueInside(source.image, region), JSON.stringify(region)).toBe(0);
          continue;
        }
        removed++;
        // Gathered and asserted once a region: an expect a pixel cost more than the touch-up.
        const changed: string[] = [];
        for (let y = region.y; y < region.y + region.height; y++) {
          for (let x = region.x; x < region.x + region.width; x++) {
            const o = (y * 64 + x) * 4;
            if (source.image.data[o + 3] !== 0) continue;
            for (let c = 0; c < 4; c++) {
              if (out.image.data[o + c] === source.image.data[o + c]) continue;
              changed.push(`${x},${y}`);
              break;
            }
          }
        }
        expect(changed, JSON.stringify(region)).toEqual([]);
      }
      expect(removed).toBeGreaterThanOrEqual(30);
    }
  });

  it("inside the figure, removes what differs from the surface around it and keeps the surface", () => {
    // A flat 20×20 surface with a 4×4 mark of another color in its middle.
    const image = createImage(24, 24);
    const put = (x: number, y: number, rgb: [number, number, number]) =>
      image.data.set([...rgb, 255], (y * 24 + x) * 4);
    for (let y = 2; y < 22; y++) for (let x = 2; x < 22; x++) put(x, y, [60, 120, 200]);
    for (let y = 10; y < 14; y++) for (let x = 10; x < 14; x++) put(x, y, [220, 40, 40]);
    const region = { x: 8, y: 8, width: 8, height: 8 };
    const out = touchUp(image, region, "remove the mark", { seed: 1 });
    const result = edited(out);
    for (let y = 8; y < 16; y++) {
      for (let x = 8; x < 16; x++) {
        const o = (y * 24 + x) * 4;
        expect([...result.data.subarray(o, o + 4)], `${x},${y}`).toEqual([60, 120, 200, 255]);
      }
    }
    // A plain surface has nothing to remove: refused, not a silent no-op.
    const plain = touchUp(image, { x: 3, y: 3, width: 5, height: 5 }, "remove", { seed: 1 });
    expect(plain.kind).toBe("refused");
  });

  it("refuses to remove or shade a region of empty air, with a reason", () => {
    const air = { x: 0, y: 0, width: 4, height: 4 };
    for (const prompt of ["remove", "add detail", "make it red"]) {
      expect(touchUp(villager.image, air, prompt, { seed: 1 }), prompt).toMatchObject({
        kind: "refused",
        reason: "the region holds no pixels of the sprite",
      });
    }
  });
});

describe("readTouchUpPrompt", () => {
  it("reads the action", () => {
    expect(readTouchUpPrompt("make the cape red").action).toBe("recolor");
    expect(readTouchUpPrompt("gold trim")).toMatchObject({ action: "recolor", trim: true });
    expect(readTouchUpPrompt("add a scar")).toMatchObject({ action: "add", motif: "scar" });
    // A thing the drawer knows is drawn; marks and scatterings are stamped.
    expect(readTouchUpPrompt("add a red gem")).toMatchObject({
      action: "add",
      motif: null,
      item: { subject: "gem", type: "item" },
    });
    expect(readTouchUpPrompt("add a yellow star")).toMatchObject({
      action: "add",
      item: { subject: "star" },
    });
    expect(readTouchUpPrompt("add stars")).toMatchObject({ motif: "stars", item: null });
    expect(readTouchUpPrompt("add a sword")).toMatchObject({ item: { type: "weapon" } });
    expect(readTouchUpPrompt("add stars").motif).toBe("stars");
    expect(readTouchUpPrompt("remove the hat").action).toBe("remove");
    expect(readTouchUpPrompt("get rid of the hat").action).toBe("remove");
    expect(readTouchUpPrompt("add detail").action).toBe("detail");
    expect(readTouchUpPrompt("add texture and shading").action).toBe("detail");
    expect(readTouchUpPrompt("zz").action).toBe("detail");
    expect(readTouchUpPrompt("make the cape blorpy red").unrecognized).toContain("blorpy");
  });

  it("puts every content word in used or ignored, never both", () => {
    const prompts = [
      ...PROMPTS,
      "add a yellow star",
      "remove the sword",
      "make the armor gold and the cape blue",
      "blorp zing the hat",
      "add shading to the samurai cat",
    ];
    for (const prompt of prompts) {
      const { used, ignored } = readTouchUpPrompt(prompt).words;
      for (const w of contentWords(prompt)) {
        expect(used.includes(w) !== ignored.includes(w), `${prompt}: ${w}`).toBe(true);
      }
      expect(used.length + ignored.length, prompt).toBe(contentWords(prompt).length);
    }
  });

  it("reports the words the action did not act on", () => {
    expect(readTouchUpPrompt("add a yellow star").words).toEqual({
      used: ["add", "yellow", "star"],
      ignored: [],
    });
    // The part named is acted on (or the touch-up is refused by its name).
    expect(readTouchUpPrompt("remove the sword").words).toEqual({
      used: ["remove", "sword"],
      ignored: [],
    });
    // Remove acts on the first part named; the second is reported.
    expect(readTouchUpPrompt("remove the hat and the cape").words).toEqual({
      used: ["remove", "hat"],
      ignored: ["cape"],
    });
    // Every colored part is recolored.
    expect(readTouchUpPrompt("make the armor gold and the cape blue").words).toEqual({
      used: ["make", "armor", "gold", "cape", "blue"],
      ignored: [],
    });
    // One color per touch-up: the second is reported, not silently dropped.
    expect(readTouchUpPrompt("make it red and blue").words.ignored).toEqual(["blue"]);
  });
});
