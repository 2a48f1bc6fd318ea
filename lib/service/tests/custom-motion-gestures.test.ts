/**
 * Custom motions a sprite can make are accepted, charged once and delivered as frames that move:
 * a knight with both hands full waves, a slime nods and ponders on its own rig, an import casts
 * a spell cut from its pixels; the words that drove the motion are reported used.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

async function motion(key: string, sourceId: string, prompt: string, frames: number) {
  const before = await svc.balance(key);
  const accepted = await svc.call("POST", "/api/animations", {
    key,
    body: {
      source_generation_id: sourceId,
      preset: "Custom",
      custom_prompt: prompt,
      frame_count: frames,
    },
  });
  expect(accepted.status).toBe(202);
  await svc.drainJobs();
  const record = (await svc.call("GET", `/api/animations/${accepted.body.id}`, { key })).body;
  expect(record.status).toBe("completed");
  expect(await svc.balance(key)).toBeLessThan(before);
  const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
  return row!;
}

/** How many distinct pictures frames 0, 2, 4 ... of a strip show. */
async function distinctEveryOther(png: Uint8Array, frames: number, width: number) {
  const img = await decodeImage(Buffer.from(png).toString("base64"));
  const seen = new Set<string>();
  for (let t = 0; t < frames; t += 2) {
    const rows: number[] = [];
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < width; x++) {
        const o = (y * img.width + t * width + x) * 4;
        rows.push(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!, img.data[o + 3]!);
      }
    seen.add(rows.join(","));
  }
  return seen.size;
}

describe("custom motions a sprite can make", () => {
  it("a knight with sword and shield waves; a slime nods and ponders on its own rig", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: "a knight with a sword and shield",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const slime = await generated(svc, key, { prompt: "a green slime", width: 48, height: 48 });
    for (const [source, sentence, rig] of [
      [knight, "waves hello", "biped"],
      [knight, "nods", "biped"],
      [slime, "nods", "blob"],
      [slime, "ponders the meaning of life", "blob"],
    ] as const) {
      const row = await motion(key, source.id, sentence, 8);
      const meta = row.meta as { rig: string; reading: { used: string[] } };
      expect(meta.rig).toBe(rig);
      expect(meta.reading.used.length).toBeGreaterThan(0);
      expect(await distinctEveryOther(row.png, 8, row.frameWidth!)).toBeGreaterThanOrEqual(2);
    }
  });
});
