/**
 * Custom motions and restyle sentences that would change nothing, or need a part the sprite
 * does not have, are refused before anything is charged, naming the words; what they can do is
 * accepted, done and reported with the words that changed it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { drawLayered } from "@/lib/engine/draw";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

async function customMotion(key: string, sourceId: string, prompt: string) {
  return svc.call("POST", "/api/animations", {
    key,
    body: {
      source_generation_id: sourceId,
      preset: "Custom",
      custom_prompt: prompt,
      frame_count: 4,
    },
  });
}

describe("custom motions", () => {
  it("refuses a sword swing on a slime and a wolf, and charges nothing", async () => {
    const { key } = await svc.newAccount();
    const slime = await generated(svc, key, { prompt: "a green slime", width: 32, height: 32 });
    const wolf = await generated(svc, key, {
      prompt: "a grey wolf",
      width: 48,
      height: 48,
      direction: "east",
    });
    for (const source of [slime, wolf]) {
      const before = await svc.balance(key);
      const refused = await customMotion(key, source.id, "swings the sword overhead");
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("invalid_request");
      expect(refused.body.details[0].path).toBe("custom_prompt");
      expect(refused.body.details[0].words).toEqual(["swings", "sword"]);
      expect(refused.body.message).toMatch(/sword/);
      expect(await svc.balance(key)).toBe(before);
    }
    // Words that name no motion at all, on any sprite.
    const before = await svc.balance(key);
    const nothing = await customMotion(key, slime.id, "juggles quietly");
    expect(nothing.status).toBe(400);
    expect(nothing.body.details[0].words).toContain("juggles");
    expect(await svc.balance(key)).toBe(before);
  });

  it("casts a spell on a wizard with its rig, charged once, the words reported used", async () => {
    const { key } = await svc.newAccount();
    const wizard = await generated(svc, key, {
      prompt: "an old wizard with a staff",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "east",
    });
    const before = await svc.balance(key);
    const accepted = await customMotion(key, wizard.id, "casts a spell");
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/animations/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
    const meta = row!.meta as { rig: string; reading: { used: string[]; ignored: string[] } };
    expect(meta.rig).toBe("biped");
    expect(meta.reading.used).toEqual(expect.arrayContaining(["casts", "spell"]));
    expect(meta.reading.ignored).toEqual([]);
    expect(await svc.balance(key)).toBeLessThan(before);
  });
});

describe("custom motions on creatures and manner words", () => {
  it("a wolf waves a forepaw (charged, 'slowly' used), but a staff it does not hold is refused and free", async () => {
    const { key } = await svc.newAccount();
    const wolf = await generated(svc, key, {
      prompt: "a grey wolf",
      width: 48,
      height: 48,
      direction: "east",
    });
    const before = await svc.balance(key);
    const refused = await customMotion(key, wolf.id, "raises the staff");
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].words).toEqual(["raises", "staff"]);
    expect(await svc.balance(key)).toBe(before);

    const accepted = await customMotion(key, wolf.id, "waves hello slowly");
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/animations/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
    const meta = row!.meta as { rig: string; reading: { used: string[]; ignored: string[] } };
    expect(meta.rig).toBe("quadruped");
    expect(meta.reading.used).toEqual(expect.arrayContaining(["waves", "slowly"]));
    expect(await svc.balance(key)).toBeLessThan(before);
  });
});

async function restyle(key: string, sourceId: string, prompt: string) {
  return svc.call("POST", "/api/restyles", {
    key,
    body: { source_generation_id: sourceId, custom_prompt: prompt, mode: "custom" },
  });
}

describe("restyle sentences", () => {
  const prompt = "a villager";
  it("gives a generated villager a beard under the face, with only its words reported used", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt,
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const accepted = await restyle(key, knight.id, "give him a beard");
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/restyles/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
    expect((row!.meta as { reading: unknown }).reading).toEqual({
      // Only the word that changed the picture: "give him" alone would change nothing.
      used: ["beard"],
      ignored: ["give", "him"],
    });
    // Where the face is comes from the drawer's own layers of the source.
    const [src] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, knight.id));
    const reading = readSpritePrompt(prompt, "character");
    const doc = drawLayered({
      reading,
      assetType: "character",
      width: 64,
      height: 64,
      direction: "south",
      camera: "none",
      seed: (src!.meta as { seed: number }).seed,
    });
    const head = doc.layers.find((l) => l.role === "head")!;
    const before = await decodeImage(knight.image.pngBase64);
    const after = await decodeImage(record.image.pngBase64 ?? record.image.spritesheetBase64);
    let inLowerFace = 0;
    let elsewhere = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        const o = (y * 64 + x) * 4;
        if (before.data.readUInt32BE(o) === after.data.readUInt32BE(o)) continue;
        const inHead = x >= head.x && x < head.x + head.width && y < head.y + head.height;
        if (inHead && y >= head.y + head.height / 2) inLowerFace++;
        else elsewhere++;
      }
    }
    expect(inLowerFace).toBeGreaterThanOrEqual(6);
    expect(elsewhere).toBeLessThan(inLowerFace);
  });

  // A beard on a hand-edited version is drawn with the edit kept (combine-layers.test.ts).
  it("refuses another subject and words that change nothing, charging nothing", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt,
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    // A robot look needs a face for its visor: a potion has none, so it is left unmade.
    const potion = await generated(svc, key, {
      prompt: "a red potion",
      asset_type: "item",
      width: 64,
      height: 64,
    });
    const before = await svc.balance(key);
    const cases: [string, string, string[]][] = [
      [knight.id, "turn him into a dragon", ["into", "dragon"]],
      [knight.id, "make him ponder", ["ponder"]],
      [potion.id, "turn it into a robot", ["turn", "robot"]],
    ];
    for (const [id, sentence, words] of cases) {
      const refused = await restyle(key, id, sentence);
      expect(refused.status, sentence).toBe(400);
      expect(refused.body.code).toBe("invalid_request");
      expect(refused.body.details[0].path).toBe("custom_prompt");
      expect(refused.body.details[0].words).toEqual(words);
    }
    expect(await svc.balance(key)).toBe(before);
  });
});

/** How many 8-connected pieces the opaque pixels form. */
function pieces(img: { width: number; height: number; data: Buffer }): number {
  const { width, height, data } = img;
  const seen = new Uint8Array(width * height);
  let count = 0;
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || data[start * 4 + 3] === 0) continue;
    count++;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (!seen[j] && data[j * 4 + 3] !== 0) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
  }
  return count;
}

describe("restyle poses and item swaps on the layers", () => {
  async function run(key: string, id: string, prompt: string, mode: string) {
    const accepted = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: id, custom_prompt: prompt, mode },
    });
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/restyles/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
    return {
      image: await decodeImage(record.image.pngBase64),
      reading: (row!.meta as { reading: { used: string[]; ignored: string[] } }).reading,
    };
  }

  it("raises the wizard's staff whole: one piece, nothing left floating", async () => {
    const { key } = await svc.newAccount();
    const wizard = await generated(svc, key, {
      prompt: "an old wizard with a staff",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "east",
    });
    const source = await decodeImage(wizard.image.pngBase64);
    expect(pieces(source)).toBe(1);
    const { image, reading } = await run(key, wizard.id, "raise the staff", "pose");
    expect(Buffer.compare(image.data, source.data)).not.toBe(0);
    expect(pieces(image)).toBe(1);
    expect(reading.used).toEqual(expect.arrayContaining(["raise", "staff"]));
  });

  it("swaps the knight's sword for an axe by drawing it again with the axe", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: "a knight with a sword",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const source = await decodeImage(knight.image.pngBase64);
    const { image, reading } = await run(key, knight.id, "swap the sword for an axe", "item");
    expect(Buffer.compare(image.data, source.data)).not.toBe(0);
    expect(pieces(image)).toBe(1);
    expect(reading.used).toContain("axe");
    // The rest of the knight is as drawn: most opaque pixels keep their color at the best
    // shift. The figure may move over to make room for the new item (an axe is held with its
    // head out to the side, so the knight steps up to a sixth of the canvas across) and a
    // pixel or two up or down.
    let best = 0;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -11; dx <= 11; dx++) {
        let same = 0;
        let opaque = 0;
        for (let y = 0; y < 64; y++) {
          for (let x = 0; x < 64; x++) {
            const o = (y * 64 + x) * 4;
            if (source.data[o + 3] === 0) continue;
            opaque++;
            const tx = x + dx;
            const ty = y + dy;
            if (tx < 0 || ty < 0 || tx >= 64 || ty >= 64) continue;
            if (source.data.readUInt32BE(o) === image.data.readUInt32BE((ty * 64 + tx) * 4)) same++;
          }
        }
        best = Math.max(best, same / opaque);
      }
    }
    expect(best).toBeGreaterThan(0.7);
  });
});
