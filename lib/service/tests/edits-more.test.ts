import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("POST /api/touch-ups", () => {
  it("redraws only inside the clipped region, in the sprite's own colors but for a recolor, for 1 token", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a blue cape",
      asset_type: "character",
      width: 64,
      height: 64,
      // A variation whose cape hangs below the hips, inside the recolor's region.
      seed: 3,
    });
    const before = await decodeImage(source.image.pngBase64);
    const sourceColors = new Set<string>();
    for (let o = 0; o < before.data.length; o += 4)
      if (before.data[o + 3]) sourceColors.add(before.data.subarray(o, o + 3).join());
    const cases = [
      { prompt: "make the cape red", region: { x: 10, y: 20, width: 30, height: 30 } },
      { prompt: "add a scar", region: { x: 20, y: 4, width: 20, height: 16 } },
      { prompt: "remove the helmet", region: { x: 16, y: 0, width: 32, height: 18 } },
      { prompt: "add more detail", region: { x: 16, y: 20, width: 32, height: 32 } },
      { prompt: "add a gem", region: { x: 44, y: 44, width: 500, height: 500 } },
    ];
    for (const { prompt, region } of cases) {
      const res = await svc.call("POST", "/api/touch-ups", {
        key,
        body: { source_generation_id: source.id, prompt, region },
      });
      expect(res.status, prompt).toBe(201);
      const record = SpriteRecord.parse(res.body);
      const clipped = {
        x: region.x,
        y: region.y,
        width: Math.min(region.width, 64 - region.x),
        height: Math.min(region.height, 64 - region.y),
      };
      expect(record.region).toEqual(clipped);
      expect([record.width, record.height]).toEqual([64, 64]);
      const after = await decodeImage(record.image.pngBase64!);
      let changedInside = 0;
      for (let y = 0; y < 64; y++) {
        for (let x = 0; x < 64; x++) {
          const o = (y * 64 + x) * 4;
          const same = after.data.subarray(o, o + 4).equals(before.data.subarray(o, o + 4));
          const inside =
            x >= clipped.x &&
            x < clipped.x + clipped.width &&
            y >= clipped.y &&
            y < clipped.y + clipped.height;
          if (!inside) expect(same, `${prompt}: pixel ${x},${y} outside changed`).toBe(true);
          else if (!same) changedInside++;
          // A recolor maps the part's ramp onto the asked color's; the others draw in the
          // sprite's own colors.
          if (after.data[o + 3] && prompt !== "make the cape red")
            expect(sourceColors.has(after.data.subarray(o, o + 3).join()), prompt).toBe(true);
        }
      }
      expect(changedInside, prompt).toBeGreaterThan(0);
    }
    expect(await svc.balance(key)).toBe(10_000 - 1 - cases.length);
  });

  it("refuses a region over 200×200 after clipping, regions off the sprite, and bad bounds", async () => {
    const { key } = await svc.newAccount();
    const big = await generated(svc, key, {
      prompt: "stone tile",
      asset_type: "tile",
      width: 300,
      height: 300,
    });
    const before = await svc.balance(key);
    const bad = [
      { prompt: "add moss", region: { x: 0, y: 0, width: 201, height: 50 } },
      { prompt: "add moss", region: { x: 300, y: 0, width: 10, height: 10 } },
      { prompt: "", region: { x: 0, y: 0, width: 10, height: 10 } },
      { prompt: "x".repeat(301), region: { x: 0, y: 0, width: 10, height: 10 } },
      { prompt: "add moss", region: { x: -1, y: 0, width: 10, height: 10 } },
      { prompt: "add moss", region: { x: 0, y: 0, width: 0, height: 10 } },
      { prompt: "add moss", region: { x: 0, y: 4097, width: 10, height: 10 } },
      { prompt: "add moss", region: { x: 0, y: 0, width: 10 } },
    ];
    for (const body of bad) {
      const res = await svc.call("POST", "/api/touch-ups", {
        key,
        body: { source_generation_id: big.id, ...body },
      });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const ok = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: big.id,
        prompt: "add a gem",
        region: { x: 150, y: 150, width: 400, height: 400 },
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.region).toEqual({ x: 150, y: 150, width: 150, height: 150 });
    expect(await svc.balance(key)).toBe(before - 1);
  });
});

describe("POST /api/rotations", () => {
  it("gives 8 facings as an animation, the W side drawn with the items in their hands, with an honest calibration score; 12 tokens", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a red shield",
      asset_type: "character",
      width: 48,
      height: 48,
    });
    const res = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: source.id },
    });
    expect(res.status).toBe(201);
    const record = SpriteRecord.parse(res.body);
    expect(record).toMatchObject({
      kind: "animation",
      operation: "rotation",
      frameCount: 8,
      frameWidth: 48,
      frameHeight: 48,
      width: 384,
      directions: ["s", "se", "e", "ne", "n", "nw", "w", "sw"],
      tokensSpent: 12,
    });
    expect(record.calibrationScore).toBeGreaterThan(0.5);
    const strip = await decodeImage(record.image.spritesheetBase64!);
    const px = (frame: number, x: number, y: number) =>
      strip.data.subarray((y * 384 + frame * 48 + x) * 4, (y * 384 + frame * 48 + x) * 4 + 4);
    // The knight holds a sword and a shield: the W side is drawn with them in their own hands,
    // so it is not the E side flipped (which would swap them).
    for (const [east, west] of [
      [2, 6],
      [3, 5],
      [1, 7],
    ] as const) {
      let mirrored = true;
      for (let y = 0; y < 48; y++)
        for (let x = 0; x < 48; x++)
          if (!px(west, x, y).equals(px(east, 47 - x, y))) mirrored = false;
      expect(mirrored, `facing ${west}`).toBe(false);
    }
    expect(record.method).toBe("redrawn");
    expect(record.invented).toEqual([]);
    expect(await svc.balance(key)).toBe(10_000 - 1 - 12);
    const fetched = await svc.call("GET", `/api/sprites/${record.id}`, { key });
    expect(fetched.body.calibrationScore).toBe(record.calibrationScore);
  });

  it("scores an imported sprite low (its other facings are invented) and refuses wrong sources", async () => {
    const { key } = await svc.newAccount();
    const raw = Buffer.alloc(40 * 40 * 4);
    for (let y = 8; y < 36; y++)
      for (let x = 12; x < 28; x++) raw.set([180, 60, 40, 255], (y * 40 + x) * 4);
    const png = await sharp(raw, { raw: { width: 40, height: 40, channels: 4 } })
      .png()
      .toBuffer();
    const imported = (
      await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: png.toString("base64") },
      })
    ).body;
    const res = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: imported.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.calibrationScore).toBeLessThan(0.5);
    // It has no rig of its own: the record says every facing but S was invented.
    expect(res.body.method).toBe("invented");
    expect(res.body.invented).toEqual(["se", "e", "ne", "n", "nw", "w", "sw"]);
    const tiny = await sharp({
      create: { width: 20, height: 20, channels: 4, background: "#ff0000ff" },
    })
      .png()
      .toBuffer();
    const small = (
      await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: tiny.toString("base64") },
      })
    ).body;
    expect(
      (await svc.call("POST", "/api/rotations", { key, body: { source_generation_id: small.id } }))
        .status,
    ).toBe(400);
    expect(
      (
        await svc.call("POST", "/api/rotations", {
          key,
          body: { source_generation_id: res.body.id },
        })
      ).status,
    ).toBe(400);
    const broke = await svc.newAccount({ monthly_token_allotment: 11 });
    const theirs = (
      await svc.call("POST", "/api/sprites/import", {
        key: broke.key,
        body: { image: png.toString("base64") },
      })
    ).body;
    const refused = await svc.call("POST", "/api/rotations", {
      key: broke.key,
      body: { source_generation_id: theirs.id },
    });
    expect(refused.status).toBe(402);
    expect(await svc.balance(broke.key)).toBe(11);
  });
});
