import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { drawGrid, VILLAGER } from "@/lib/engine/testing";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// An animation says how its frames were made: an import has no rig of its own, so its frames
// are cut from its pixels (`method: "cut-out"`); a generated character is posed by its rig.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

async function walkOf(key: string, sourceId: string) {
  const started = await svc.call("POST", "/api/animations", {
    key,
    body: { source_generation_id: sourceId, preset: "Walk", frame_count: 4 },
  });
  expect(started.status).toBe(202);
  await svc.drainJobs();
  return SpriteRecord.parse(
    (await svc.call("GET", `/api/sprites/${started.body.id}`, { key })).body,
  );
}

describe("an animation's method", () => {
  it("is cut-out for an import, and absent for a character posed by its rig", async () => {
    const { key } = await svc.newAccount();
    const { image } = drawGrid(VILLAGER);
    // Imports take 16 px per side at least: the 28 × 44 villager, as drawn.
    const png = await sharp(Buffer.from(image.data), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .png()
      .toBuffer();
    const imported = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: png.toString("base64"), title: "villager" },
    });
    expect(imported.status).toBe(201);
    expect((await walkOf(key, imported.body.id)).method).toBe("cut-out");

    const knight = await generated(svc, key, {
      prompt: "a knight with a sword",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    expect((await walkOf(key, knight.id)).method).toBeUndefined();
  });
});
