/**
 * Custom motions and restyle sentences that would change nothing, or need a part the sprite
 * does not have, are refused before anything is charged, naming the words; what they can do is
 * accepted, done and reported with the words that changed it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

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
    const nothing = await customMotion(key, slime.id, "ponders quietly");
    expect(nothing.status).toBe(400);
    expect(nothing.body.details[0].words).toContain("ponders");
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
