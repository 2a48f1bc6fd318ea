/**
 * A restyle is never charged for nothing: it is made once when asked, and a result that leaves
 * the sprite unchanged or barely changed, or a word that changes nothing on it, is refused
 * before the charge, naming the words. What is done is judged from the rendered pixels and the
 * layers the drawer produced for the source, never from the restyle code.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { drawLayered } from "@/lib/engine/draw";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { enclosedPockets } from "@/lib/engine/testing";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

type Image = { data: Buffer; width: number; height: number };

async function restyle(key: string, id: string, prompt: string, extra: object = {}) {
  return svc.call("POST", "/api/restyles", {
    key,
    body: { source_generation_id: id, custom_prompt: prompt, mode: "custom", ...extra },
  });
}

/** Runs an accepted restyle to its end: its picture and the words it reported. */
async function finish(key: string, jobId: string) {
  await svc.drainJobs();
  const record = (await svc.call("GET", `/api/restyles/${jobId}`, { key })).body;
  expect(record.status).toBe("completed");
  const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
  return {
    image: await decodeImage(record.image.pngBase64),
    reading: (row!.meta as { reading: { used: string[]; ignored: string[] } }).reading,
  };
}

const lch = (d: Buffer, o: number) => oklabToOklch(rgbToOklab([d[o]!, d[o + 1]!, d[o + 2]!]));

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** The drawer's layers of a generated sprite, drawn again from its stored seed. */
async function layersOf(id: string, prompt: string, direction: "south" | "east", size: number) {
  const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, id));
  return drawLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: size,
    height: size,
    direction,
    camera: "none",
    seed: (row!.meta as { seed: number }).seed,
  });
}

/** Pixels whose front-most layer has `role`, worked out from the layers alone. */
function shownOf(doc: ReturnType<typeof drawLayered>, role: string): number[] {
  const { width, height } = doc.sprite.image;
  const front: string[] = new Array(width * height).fill("");
  for (const l of [...doc.layers].sort((a, b) => a.z - b.z)) {
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++)
        if (l.ink[y * l.width + x] !== -1) front[(l.y + y) * width + l.x + x] = l.role;
  }
  const out: number[] = [];
  for (let i = 0; i < front.length; i++) {
    if (front[i] === role && doc.sprite.image.data[i * 4 + 3]! > 0) out.push(i);
  }
  return out;
}

/** A sprite version that is one flat black square: nothing a recolor held to it can change. */
async function flatVersion(key: string, id: string, size: number, whole = false) {
  const png = await sharp({
    create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: whole ? size : size / 2,
            height: whole ? size : size / 2,
            channels: 4,
            background: { r: 20, g: 20, b: 24, alpha: 1 },
          },
        },
        top: whole ? 0 : size / 4,
        left: whole ? 0 : size / 4,
      },
    ])
    .png()
    .toBuffer();
  const version = await svc.call("POST", `/api/sprites/${id}/versions`, {
    key,
    body: { image: png.toString("base64") },
  });
  expect(version.status).toBe(201);
  return version.body.id as string;
}

describe("restyles charged only for a change", () => {
  it("refuses part colors a slime does not have, and a result held to the source's own colors, charging nothing", async () => {
    const { key } = await svc.newAccount();
    const slime = await generated(svc, key, { prompt: "a green slime", width: 48, height: 48 });
    const before = await svc.balance(key);
    for (const [sentence, words] of [
      ["gold armor and a blue cape", ["gold", "armor", "blue", "cape"]],
      ["pink hair", ["pink", "hair"]],
    ] as const) {
      const refused = await restyle(key, slime.id, sentence);
      expect(refused.status, sentence).toBe(400);
      expect(refused.body.code).toBe("invalid_request");
      expect(refused.body.details[0].path).toBe("custom_prompt");
      expect([...refused.body.details[0].words].sort()).toEqual([...words].sort());
    }
    // A dark flat square filling the frame, held to its own one color: "frozen in ice" would
    // change nothing (icicles or frost could only be drawn in that color, with no room to hang;
    // a square with room below would grow icicles of its own color, a seed-dependent change).
    const flat = await flatVersion(key, slime.id, 48, true);
    const held = await restyle(key, flat, "frozen in ice", { palette_extras: 0 });
    expect(held.status).toBe(400);
    expect(held.body.details[0].words).toEqual(["frozen", "ice"]);
    expect(held.body.message).toMatch(/unchanged|barely/);
    expect(await svc.balance(key)).toBe(before);
    const jobs = (await svc.call("GET", "/api/jobs", { key })).body;
    expect(JSON.stringify(jobs)).not.toMatch(/restyle/);
  });

  it("freezes and burns a flat import visibly, the words reported used, charged once each", async () => {
    const { key } = await svc.newAccount();
    const slime = await generated(svc, key, { prompt: "a green slime", width: 48, height: 48 });
    const flat = await flatVersion(key, slime.id, 48);
    const source = await decodeImage(
      (await svc.call("GET", `/api/sprites/${flat}`, { key })).body.image.pngBase64,
    );
    for (const [sentence, words] of [
      ["frozen in ice", ["frozen", "ice"]],
      ["burning", ["burning"]],
    ] as const) {
      const before = await svc.balance(key);
      const accepted = await restyle(key, flat, sentence);
      expect(accepted.status, sentence).toBe(202);
      expect(await svc.balance(key)).toBeLessThan(before);
      const { image, reading } = await finish(key, accepted.body.id);
      expect(reading.used).toEqual(words);
      let changed = 0;
      let opaque = 0;
      let tinted = 0;
      for (let o = 0; o < source.data.length; o += 4) {
        if (source.data[o + 3] === 0) continue;
        opaque++;
        if (source.data.compare(image.data, o, o + 4, o, o + 4) !== 0) changed++;
        const c = lch(image.data, o);
        // Ice's hue: pale cyan-blue.
        if (c.C > 0.03 && hueDistance(c.h, 240) < 45) tinted++;
      }
      if (sentence === "frozen in ice") {
        // The whole square takes the look's hue, not a few effect pixels.
        expect(changed / opaque, sentence).toBeGreaterThan(0.5);
        expect(tinted / opaque, sentence).toBeGreaterThan(0.5);
      } else {
        // Set on fire, not recoloured as fire: the square keeps its own colour (only pixels
        // lit by a flame beside them change), and flames rise from its top edge into the empty
        // rows above it.
        expect(changed / opaque, sentence).toBeLessThan(0.2);
        let above = 0;
        for (let x = 12; x < 36; x++) {
          for (let y = 0; y < 12; y++) if (image.data[(y * 48 + x) * 4 + 3]! > 0) above++;
        }
        expect(above).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("paints a knight's armor gold and its cape blue where the drawer's layers show them", async () => {
    const { key } = await svc.newAccount();
    const prompt = "a knight with a sword and shield";
    const knight = await generated(svc, key, {
      prompt,
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const doc = await layersOf(knight.id, prompt, "south", 64);
    const cape = shownOf(doc, "cape");
    const torso = shownOf(doc, "torso");
    const shield = shownOf(doc, "shield");
    const source = await decodeImage(knight.image.pngBase64);
    const accepted = await restyle(key, knight.id, "gold armor and a blue cape");
    // The pinned seed draws this knight with a cape.
    expect(cape.length).toBeGreaterThan(0);
    expect(accepted.status).toBe(202);
    const { image, reading } = await finish(key, accepted.body.id);
    expect(reading).toEqual({ used: ["gold", "armor", "blue", "cape"], ignored: [] });
    // Of a part's pixels that were metal grey (or any color for the cape), the share that now
    // shows the asked hue.
    const share = (pixels: number[], hue: number, greyOnly: boolean) => {
      const painted = pixels.filter((i) => {
        const c = lch(source.data, i * 4);
        return c.L > 0.3 && (!greyOnly || c.C < 0.04);
      });
      const colored = painted.filter((i) => {
        const c = lch(image.data, i * 4);
        return c.L > 0.3 && c.C > 0.05 && hueDistance(c.h, hue) < 35;
      }).length;
      return colored / Math.max(1, painted.length);
    };
    expect(share(cape, 260, false)).toBeGreaterThan(0.8);
    expect(share(torso, 85, true)).toBeGreaterThan(0.6);
    // The shield is carried, not worn: its painted face (saturated, not metal) keeps its hue.
    const face = shield.filter((i) => lch(source.data, i * 4).C > 0.08);
    expect(face.length).toBeGreaterThan(10);
    const kept = face.filter(
      (i) => hueDistance(lch(source.data, i * 4).h, lch(image.data, i * 4).h) < 20,
    );
    expect(kept.length / face.length).toBeGreaterThan(0.8);
  });

  it("raises the wizard's staff with no hole opened in the figure", async () => {
    const { key } = await svc.newAccount();
    const wizard = await generated(svc, key, {
      prompt: "an old wizard with a staff",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "east",
    });
    const source = await decodeImage(wizard.image.pngBase64);
    const accepted = await restyle(key, wizard.id, "raise the staff", { mode: "pose" });
    expect(accepted.status).toBe(202);
    const { image } = await finish(key, accepted.body.id);
    const pockets = (img: Image) =>
      enclosedPockets({
        width: img.width,
        height: img.height,
        data: new Uint8ClampedArray(img.data),
      });
    expect(source.data.equals(image.data)).toBe(false);
    expect(pockets(image).flat().length).toBeLessThanOrEqual(pockets(source).flat().length);
  });

  it("combines an axe into a knight's sword hand leaving no pixel of the sword", async () => {
    const { key } = await svc.newAccount();
    const prompt = "a knight with a sword and shield";
    const knight = await generated(svc, key, {
      prompt,
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const axe = await generated(svc, key, {
      prompt: "battle axe",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    const doc = await layersOf(knight.id, prompt, "south", 64);
    const source = await decodeImage(knight.image.pngBase64);
    const item = await decodeImage(axe.image.pngBase64);
    // Colors only the sword shows: in its layer where it is in front, nowhere else on the
    // knight, and not in the axe either.
    const hex = (d: Buffer, o: number) => d.readUInt32BE(o) | 0;
    const sword = new Set(shownOf(doc, "item"));
    expect(sword.size).toBeGreaterThan(10);
    const inSword = new Set<number>();
    const elsewhere = new Set<number>();
    for (let i = 0; i < 64 * 64; i++) {
      if (source.data[i * 4 + 3] === 0) continue;
      (sword.has(i) ? inSword : elsewhere).add(hex(source.data, i * 4));
    }
    const axeColors = new Set<number>();
    for (let o = 0; o < item.data.length; o += 4)
      if (item.data[o + 3]) axeColors.add(hex(item.data, o));
    const swordOnly = [...inSword].filter((c) => !elsewhere.has(c) && !axeColors.has(c));
    expect(swordOnly.length).toBeGreaterThan(0);
    const accepted = await svc.call("POST", "/api/combines", {
      key,
      body: {
        source_generation_id: knight.id,
        item_generation_id: axe.id,
        prompt: "in the right hand",
      },
    });
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/combines/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const image = await decodeImage(record.image.pngBase64);
    let left = 0;
    for (let o = 0; o < image.data.length; o += 4) {
      if (image.data[o + 3] && swordOnly.includes(hex(image.data, o))) left++;
    }
    expect(left).toBe(0);
    // The new axe is there: the result shows colors only the axe sprite has.
    let axePixels = 0;
    for (let o = 0; o < image.data.length; o += 4) {
      const c = hex(image.data, o);
      if (image.data[o + 3] && axeColors.has(c) && !inSword.has(c) && !elsewhere.has(c))
        axePixels++;
    }
    expect(axePixels).toBeGreaterThan(5);
  });

  it("swaps the knight's sword for an axe and raises the sword with no fragment or hole", async () => {
    const { key } = await svc.newAccount();
    const prompt = "a knight with a sword and shield";
    const knight = await generated(svc, key, {
      prompt,
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const doc = await layersOf(knight.id, prompt, "south", 64);
    const source = await decodeImage(knight.image.pngBase64);
    const hex = (d: Buffer, o: number) => d.readUInt32BE(o) | 0;
    const sword = new Set(shownOf(doc, "item"));
    const inSword = new Set<number>();
    const elsewhere = new Set<number>();
    for (let i = 0; i < 64 * 64; i++) {
      if (source.data[i * 4 + 3] === 0) continue;
      (sword.has(i) ? inSword : elsewhere).add(hex(source.data, i * 4));
    }
    const swordOnly = [...inSword].filter((c) => !elsewhere.has(c));
    expect(swordOnly.length).toBeGreaterThan(0);

    const swap = await restyle(key, knight.id, "swap the sword for an axe", { mode: "item" });
    expect(swap.status).toBe(202);
    const swapped = await finish(key, swap.body.id);
    expect(swapped.reading.used).toEqual(expect.arrayContaining(["sword", "axe"]));
    // Where the sword was in front, nothing of its own colors remains (the axe has its own).
    let left = 0;
    for (const i of sword) {
      if (swapped.image.data[i * 4 + 3] && swordOnly.includes(hex(swapped.image.data, i * 4)))
        left++;
    }
    expect(left).toBe(0);

    const raise = await restyle(key, knight.id, "raise the sword", { mode: "pose" });
    expect(raise.status).toBe(202);
    const raised = await finish(key, raise.body.id);
    const pockets = (img: Image) =>
      enclosedPockets({
        width: img.width,
        height: img.height,
        data: new Uint8ClampedArray(img.data),
      }).flat().length;
    expect(pockets(raised.image)).toBeLessThanOrEqual(pockets(source));
    // The sword went up with the arm: its colors now show above where its top was.
    const top = Math.min(...[...sword].map((i) => Math.floor(i / 64)));
    let above = 0;
    for (let i = 0; i < top * 64; i++) {
      if (raised.image.data[i * 4 + 3] && swordOnly.includes(hex(raised.image.data, i * 4)))
        above++;
    }
    expect(above).toBeGreaterThan(0);
  });

  it("refuses an item for the hand of a slime and a wolf, charging nothing", async () => {
    const { key } = await svc.newAccount();
    const slime = await generated(svc, key, { prompt: "a green slime", width: 48, height: 48 });
    const wolf = await generated(svc, key, {
      prompt: "a grey wolf",
      width: 48,
      height: 48,
      direction: "east",
    });
    const axe = await generated(svc, key, { prompt: "battle axe", asset_type: "weapon" });
    const before = await svc.balance(key);
    for (const base of [slime, wolf]) {
      const refused = await svc.call("POST", "/api/combines", {
        key,
        body: { source_generation_id: base.id, item_generation_id: axe.id, prompt: "in the hand" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("invalid_request");
      expect(refused.body.details[0].path).toBe("prompt");
      expect(refused.body.details[0].words).toEqual(["hand"]);
    }
    expect(await svc.balance(key)).toBe(before);
  });
});
