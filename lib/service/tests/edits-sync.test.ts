import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord } from "@/lib/contract";
import { insertSprite } from "../domain/sprites/insert-sprite";
import { startTestService, type TestService } from "../testing";
import { decodeImage } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const MAGENTA = [255, 0, 255, 255];

/** A flat magenta field with a dark ring whose middle is magenta too (an enclosed hole). */
function ringOnMagenta(size = 40): Buffer {
  const raw = Buffer.alloc(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const color = d < size * 0.12 ? MAGENTA : d < size * 0.3 ? [40, 60, 120, 255] : MAGENTA;
      raw.set(color, (y * size + x) * 4);
    }
  }
  return raw;
}

const png = (raw: Buffer, width: number, height = width) =>
  sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

async function importRaw(key: string, raw: Buffer, width: number, height = width) {
  const res = await svc.call("POST", "/api/sprites/import", {
    key,
    body: { image: (await png(raw, width, height)).toString("base64") },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("POST /api/background-removals", () => {
  it("standard: free, keys the border-connected background, keeps the enclosed key color, private", async () => {
    const { key } = await svc.newAccount();
    const id = await importRaw(key, ringOnMagenta(), 40);
    const res = await svc.call("POST", "/api/background-removals", {
      key,
      body: { source_generation_id: id },
    });
    expect(res.status).toBe(201);
    const record = SpriteRecord.parse(res.body);
    expect(record).toMatchObject({
      status: "completed",
      method: "standard",
      matteColor: "#ff00ff",
      frameCount: null,
      tokensSpent: 0,
      isPublic: false,
      parentId: id,
    });
    const out = (await decodeImage(record.image.pngBase64!)).data;
    expect(out[3]).toBe(0);
    const center = (20 * 40 + 20) * 4;
    expect([...out.subarray(center, center + 4)]).toEqual(MAGENTA);
    expect(await svc.balance(key)).toBe(10_000);
  });

  it("refined costs 1 token and gives binary alpha; a matte color without # is accepted", async () => {
    const { key } = await svc.newAccount();
    const id = await importRaw(key, ringOnMagenta(), 40);
    const res = await svc.call("POST", "/api/background-removals", {
      key,
      body: { source_generation_id: id, method: "refined", matte_color: "FF00FF" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ method: "refined", tokensSpent: 1, matteColor: "#ff00ff" });
    const out = (await decodeImage(res.body.image.pngBase64)).data;
    for (let o = 3; o < out.length; o += 4) expect([0, 255]).toContain(out[o]);
    expect(await svc.balance(key)).toBe(9_999);
  });

  it("refuses a source with transparent corners, and every bound, with 400 and no charge", async () => {
    const { key } = await svc.newAccount();
    const clear = Buffer.alloc(32 * 32 * 4);
    clear.fill(255, (16 * 32 + 16) * 4, (16 * 32 + 17) * 4);
    const transparent = await importRaw(key, clear, 32);
    const refused = await svc.call("POST", "/api/background-removals", {
      key,
      body: { source_generation_id: transparent, method: "refined" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/corners/);
    const id = await importRaw(key, ringOnMagenta(), 40);
    for (const extra of [
      { tolerance: 301 },
      { tolerance: -1 },
      { palette_size: 15 },
      { palette_size: 257 },
      { alpha_threshold: 0.2 },
      { alpha_threshold: 0.95 },
      { method: "magic" },
      { matte_color: "#ff00f" },
    ]) {
      const res = await svc.call("POST", "/api/background-removals", {
        key,
        body: { source_generation_id: id, ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await svc.balance(key)).toBe(10_000);
  });

  it("keys an animation as one strip and returns an animation", async () => {
    const { key, userId } = await svc.newAccount();
    const frame = ringOnMagenta(32);
    const strip = Buffer.alloc(32 * 4 * 32 * 4);
    for (let y = 0; y < 32; y++)
      for (let f = 0; f < 4; f++)
        frame.copy(strip, (y * 128 + f * 32) * 4, y * 32 * 4, (y + 1) * 32 * 4);
    const row = await insertSprite(svc.ctx.db, {
      ownerId: userId,
      kind: "animation",
      operation: "animation",
      width: 128,
      height: 32,
      frameCount: 4,
      frameWidth: 32,
      frameHeight: 32,
      fps: 8,
      png: await png(strip, 128, 32),
      createdAt: new Date(),
    });
    const res = await svc.call("POST", "/api/background-removals", {
      key,
      body: { source_generation_id: row.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: "animation",
      frameCount: 4,
      frameWidth: 32,
      width: 128,
    });
    expect(res.body.image.spritesheetBase64).toBeTruthy();
  });

  it("another account's sprite is 404", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const id = await importRaw(a.key, ringOnMagenta(), 40);
    expect(
      (
        await svc.call("POST", "/api/background-removals", {
          key: b.key,
          body: { source_generation_id: id },
        })
      ).status,
    ).toBe(404);
  });
});

describe("POST /api/normal-maps", () => {
  it("costs 1 token, keeps the silhouette as alpha, and encodes unit normals (OpenGL, or DirectX with flip_green)", async () => {
    const { key } = await svc.newAccount();
    const sprite = (
      await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt: "round shield", asset_type: "item", width: 48, height: 48 },
      })
    ).body;
    const source = (await decodeImage(sprite.image.pngBase64)).data;
    const gl = await svc.call("POST", "/api/normal-maps", {
      key,
      body: { source_generation_id: sprite.id, strength: 1 },
    });
    expect(gl.status).toBe(201);
    expect(gl.body).toMatchObject({
      tokensSpent: 1,
      frameCount: null,
      width: 48,
      height: 48,
      paletteId: null,
    });
    const dx = await svc.call("POST", "/api/normal-maps", {
      key,
      body: { source_generation_id: sprite.id, strength: 1, flip_green: true },
    });
    const [glPx, dxPx] = [
      (await decodeImage(gl.body.image.pngBase64)).data,
      (await decodeImage(dx.body.image.pngBase64)).data,
    ];
    let opaque = 0;
    for (let o = 0; o < glPx.length; o += 4) {
      expect(glPx[o + 3]).toBe(source[o + 3]);
      if (source[o + 3] === 0) continue;
      opaque++;
      const n = [0, 1, 2].map((c) => glPx[o + c]! / 127.5 - 1);
      expect(Math.abs(Math.hypot(n[0]!, n[1]!, n[2]!) - 1)).toBeLessThan(0.03);
      expect(dxPx[o + 1]! + glPx[o + 1]!).toBeGreaterThanOrEqual(254);
      expect(dxPx[o + 1]! + glPx[o + 1]!).toBeLessThanOrEqual(256);
    }
    expect(opaque).toBeGreaterThan(100);
    expect(await svc.balance(key)).toBe(10_000 - 3);
  });

  it("maps a still sheet per cell at 1 token per cell, and refuses bad sheets and sizes", async () => {
    const { key } = await svc.newAccount();
    const sheet = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "stone tile", asset_type: "tile", width: 128, height: 64 },
    });
    const res = await svc.call("POST", "/api/normal-maps", {
      key,
      body: { source_generation_id: sheet.body.id, columns: 4, rows: 2 },
    });
    expect(res.status).toBe(201);
    expect(res.body.tokensSpent).toBe(8);
    for (const body of [
      { columns: 5, rows: 1 },
      { columns: 5, rows: 5 },
      { columns: 0 },
      { rows: 25 },
      { strength: 5.5 },
      { strength: -1 },
      { flip_green: "yes" },
    ]) {
      const bad = await svc.call("POST", "/api/normal-maps", {
        key,
        body: { source_generation_id: sheet.body.id, ...body },
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const small = await importRaw(key, ringOnMagenta(20), 20);
    expect(
      (await svc.call("POST", "/api/normal-maps", { key, body: { source_generation_id: small } }))
        .status,
    ).toBe(400);
    expect(await svc.balance(key)).toBe(10_000 - 1 - 8);
  });
});
