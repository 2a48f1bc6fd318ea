import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeneratedSpriteRecord, SpritePage } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";
import { decodeImage, opaqueColors } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("POST /api/sprites", () => {
  it("draws a sprite for 1 token, with the contract's fields and the prompt reading", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 5 });
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a knight with a blue cape and a flurbish", width: 48, height: 64 },
    });
    expect(res.status).toBe(201);
    const record = GeneratedSpriteRecord.parse(res.body);
    expect(record).toMatchObject({
      status: "completed",
      width: 48,
      height: 64,
      assetType: "character",
      tokensSpent: 1,
      operation: "generate",
      isPublic: false,
      slug: null,
    });
    expect(record.reading.unrecognized).toContain("flurbish");
    const image = await decodeImage(record.image.pngBase64!);
    expect([image.width, image.height]).toEqual([48, 64]);
    expect((await svc.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(4);
  });

  it("the same seed and request give the same pixels; the record carries its seed", async () => {
    const { key } = await svc.newAccount();
    const body = { prompt: "wooden treasure chest", asset_type: "prop", width: 64, height: 64 };
    const a = (await svc.call("POST", "/api/sprites", { key, body: { ...body, seed: 42 } })).body;
    const b = (await svc.call("POST", "/api/sprites", { key, body: { ...body, seed: 42 } })).body;
    expect(a.id).not.toBe(b.id);
    expect(a.seed).toBe(42);
    expect(a.image.pngBase64).toBe(b.image.pngBase64);
    const read = (await svc.call("GET", `/api/sprites/${a.id}`, { key })).body;
    expect(read.seed).toBe(42);
  });

  it("without a seed, the same prompt twice gives two variations, each redrawable by its seed", async () => {
    const { key } = await svc.newAccount();
    const body = { prompt: "a grass tile with flowers", width: 64, height: 64 };
    const a = (await svc.call("POST", "/api/sprites", { key, body })).body;
    const b = (await svc.call("POST", "/api/sprites", { key, body })).body;
    expect(a.seed).not.toBe(b.seed);
    expect(a.image.pngBase64).not.toBe(b.image.pngBase64);
    const again = (await svc.call("POST", "/api/sprites", { key, body: { ...body, seed: a.seed } }))
      .body;
    expect(again.image.pngBase64).toBe(a.image.pngBase64);
  });

  it("draws in a palette it is given, and remembers it", async () => {
    const { key } = await svc.newAccount();
    const colors = [
      "#1a1c2c",
      "#5d275d",
      "#b13e53",
      "#ef7d57",
      "#ffcd75",
      "#a7f070",
      "#38b764",
      "#257179",
    ];
    const palette = (
      await svc.call("POST", "/api/palettes", { key, body: { name: "Sweetie", colors } })
    ).body;
    for (const asset_type of ["character", "tile", "effect"]) {
      const res = await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt: "fire mage", asset_type, palette_id: palette.id },
      });
      expect(res.status).toBe(201);
      expect(res.body.paletteId).toBe(palette.id);
      for (const color of opaqueColors((await decodeImage(res.body.image.pngBase64)).data))
        expect(colors).toContain(color);
    }
  });

  it("borrows a reference sprite's palette", async () => {
    const { key } = await svc.newAccount();
    const source = (
      await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt: "green slime", asset_type: "creature" },
      })
    ).body;
    const sourceColors = opaqueColors((await decodeImage(source.image.pngBase64)).data);
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "a goblin warrior", reference_asset_id: source.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.parentId).toBe(source.id);
    for (const color of opaqueColors((await decodeImage(res.body.image.pngBase64)).data))
      expect(sourceColors.has(color)).toBe(true);
  });

  it("402 with no balance creates nothing; foreign palettes and references are 404", async () => {
    const broke = await svc.newAccount({ monthly_token_allotment: 0 });
    const res = await svc.call("POST", "/api/sprites", {
      key: broke.key,
      body: { prompt: "a sword" },
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("insufficient_tokens");
    expect((await svc.call("GET", "/api/sprites", { key: broke.key })).body.total).toBe(0);
    const other = await svc.newAccount();
    const mine = await svc.newAccount();
    const palette = (
      await svc.call("POST", "/api/palettes", {
        key: other.key,
        body: { name: "P", colors: ["#000000", "#ffffff"] },
      })
    ).body;
    const sprite = (
      await svc.call("POST", "/api/sprites", { key: other.key, body: { prompt: "a sword" } })
    ).body;
    expect(
      (
        await svc.call("POST", "/api/sprites", {
          key: mine.key,
          body: { prompt: "a sword", palette_id: palette.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await svc.call("POST", "/api/sprites", {
          key: mine.key,
          body: { prompt: "a sword", reference_asset_id: sprite.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await svc.call("GET", "/api/balance", { key: mine.key })).body.total_token_balance,
    ).toBe(10_000);
  });

  it("public sprites get a slug and appear in the gallery without owner identity", async () => {
    const { key } = await svc.newAccount();
    const viewer = await svc.newAccount();
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt: "Golden Crown of Kings!", asset_type: "item", public: true },
    });
    expect(res.body.slug).toMatch(/^golden-crown-of-kings-[0-9a-f]{6}$/);
    const gallery = SpritePage.parse(
      (await svc.call("GET", "/api/gallery?limit=100", { key: viewer.key })).body,
    );
    expect(gallery.sprites.map((s) => s.id)).toContain(res.body.id);
    expect(JSON.stringify(gallery)).not.toMatch(/owner|user_id|email/);
    expect((await svc.call("GET", `/api/gallery/${res.body.id}`, { key: viewer.key })).status).toBe(
      200,
    );
  });

  it("refuses every bound with 400", async () => {
    const { key } = await svc.newAccount();
    const bad = [
      { prompt: "ab" },
      { prompt: "x".repeat(1501) },
      { prompt: "sword", width: 31 },
      { prompt: "sword", height: 401 },
      { prompt: "sword", width: 64.5 },
      { prompt: "sword", asset_type: "spaceship" },
      { prompt: "sword", direction: "up" },
      { prompt: "sword", camera_perspective: "fisheye" },
      { prompt: "sword", public: "yes" },
      { prompt: "sword", reference_asset_id: "nope" },
      { prompt: "sword", palette_id: 12 },
    ];
    for (const body of bad) {
      const res = await svc.call("POST", "/api/sprites", { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await svc.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(10_000);
  });
});

describe("facings through the API", () => {
  it("a west sprite of a symmetric design is the exact mirror of the east one", async () => {
    // A knight's sword and shield stay in their hands facing west, so its W side is drawn
    // rather than flipped; empty hands are symmetric.
    const { key } = await svc.newAccount();
    const body = {
      prompt: "a villager",
      asset_type: "character",
      width: 48,
      height: 48,
      seed: 7,
    };
    const east = await decodeImage(
      (await svc.call("POST", "/api/sprites", { key, body: { ...body, direction: "east" } })).body
        .image.pngBase64,
    );
    const west = await decodeImage(
      (await svc.call("POST", "/api/sprites", { key, body: { ...body, direction: "west" } })).body
        .image.pngBase64,
    );
    for (let y = 0; y < 48; y++) {
      for (let x = 0; x < 48; x++) {
        const a = (y * 48 + x) * 4;
        const b = (y * 48 + (47 - x)) * 4;
        expect(west.data.subarray(b, b + 4).equals(east.data.subarray(a, a + 4))).toBe(true);
      }
    }
  });

  it("a prompt that is only spaces around two letters is a 400, not a 500", async () => {
    const { key } = await svc.newAccount();
    expect(
      (await svc.call("POST", "/api/sprites", { key, body: { prompt: "   ab   " } })).status,
    ).toBe(400);
  });
});
