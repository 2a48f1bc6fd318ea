import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpritePage, SpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function pngOf(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" | "gif" = "png",
) {
  const raw = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++)
    raw.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, i % 5 === 0 ? 0 : 255], i * 4);
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .toFormat(format)
    .toBuffer();
}

describe("import", () => {
  it("imports a PNG as a private, free sprite with exactly its pixels", async () => {
    const { key } = await svc.newAccount();
    const source = await pngOf(24, 20);
    const res = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: source.toString("base64"), title: "Hero" },
    });
    expect(res.status).toBe(201);
    const record = SpriteRecord.parse(res.body);
    expect(record).toMatchObject({
      status: "completed",
      width: 24,
      height: 20,
      title: "Hero",
      isPublic: false,
      tokensSpent: 0,
      paletteId: null,
      operation: "import",
      kind: "sprite",
    });
    const [a, b] = await Promise.all([
      sharp(source).ensureAlpha().raw().toBuffer(),
      sharp(Buffer.from(record.image.pngBase64!, "base64")).ensureAlpha().raw().toBuffer(),
    ]);
    expect(b.equals(a)).toBe(true);
    expect((await svc.call("GET", "/api/balance", { key })).body.total_token_balance).toBe(10_000);
  });

  it("accepts data URLs, JPEG and WebP; defaults the title", async () => {
    const { key } = await svc.newAccount();
    for (const format of ["jpeg", "webp"] as const) {
      const bytes = await pngOf(32, 32, format);
      const res = await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: `data:image/${format};base64,${bytes.toString("base64")}` },
      });
      expect(res.status, format).toBe(201);
      expect(res.body.title).toBe("Imported sprite");
    }
  });

  it("refuses sizes outside 16 to 256, other formats, garbage and animations with 400", async () => {
    const { key } = await svc.newAccount();
    const cases: [string, string][] = [
      ["too small", (await pngOf(15, 40)).toString("base64")],
      ["too large", (await pngOf(257, 32)).toString("base64")],
      ["gif", (await pngOf(32, 32, "gif")).toString("base64")],
      ["garbage", Buffer.from("definitely not an image").toString("base64")],
      ["bad data url type", `data:image/gif;base64,${(await pngOf(32, 32)).toString("base64")}`],
      ["not base64", "%%%"],
    ];
    for (const [name, image] of cases) {
      const res = await svc.call("POST", "/api/sprites/import", { key, body: { image } });
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe("invalid_request");
    }
    const strip = Buffer.alloc(32 * 64 * 4, 200);
    strip.fill(10, 0, 32 * 32 * 4);
    const animated = await sharp(strip, {
      raw: { width: 32, height: 64, channels: 4, pageHeight: 32 },
    })
      .webp()
      .toBuffer();
    const res = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: animated.toString("base64") },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/single sprite/);
    expect((await svc.call("GET", "/api/sprites", { key })).body.total).toBe(0);
  });

  it("refuses a 12000×12000 PNG bomb from its header, without decoding it", async () => {
    const { key } = await svc.newAccount();
    const bomb = await sharp({
      create: { width: 12000, height: 12000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const body = JSON.stringify({ image: bomb.toString("base64") });
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const res = await svc.call("POST", "/api/sprites/import", { key, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/12000×12000/);
    // The same header over pixel data cut short: decoding it could only fail as damaged, so
    // the size refusal shows the header alone decided (no wall-clock time is asserted; the
    // cost of refusals is a benchmark's figure).
    const headerOnly = Buffer.concat([bomb.subarray(0, 33), bomb.subarray(33, 33 + 64)]);
    const cut = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: headerOnly.toString("base64") },
    });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/12000×12000/);
    expect((await svc.call("GET", "/api/sprites", { key })).body.total).toBe(0);
  });

  it("stamps a palette it owns, and refuses someone else's as not found", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const palette = (
      await svc.call("POST", "/api/palettes", {
        key: a.key,
        body: { name: "Dusk", colors: ["#101020", "#f0c080"] },
      })
    ).body;
    const image = (await pngOf(16, 16)).toString("base64");
    const ok = await svc.call("POST", "/api/sprites/import", {
      key: a.key,
      body: { image, palette_id: palette.id, asset_type: "item" },
    });
    expect(ok.body).toMatchObject({ paletteId: palette.id, assetType: "item" });
    const foreign = await svc.call("POST", "/api/sprites/import", {
      key: b.key,
      body: { image, palette_id: palette.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("not_found");
  });
});

describe("listing and ownership", () => {
  it("lists newest first with paging metadata and filters", async () => {
    const { key } = await svc.newAccount();
    const image = (await pngOf(16, 16)).toString("base64");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image, title: `s${i}`, asset_type: i % 2 ? "tile" : "item" },
      });
      ids.push(res.body.id);
    }
    const first = SpritePage.parse((await svc.call("GET", "/api/sprites?limit=2", { key })).body);
    expect(first.sprites.map((s) => s.title)).toEqual(["s4", "s3"]);
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0, next_offset: 2 });
    const last = SpritePage.parse(
      (await svc.call("GET", "/api/sprites?limit=2&offset=4", { key })).body,
    );
    expect(last.sprites.map((s) => s.title)).toEqual(["s0"]);
    expect(last.next_offset).toBeNull();
    const tiles = SpritePage.parse(
      (await svc.call("GET", "/api/sprites?asset_type=tile", { key })).body,
    );
    expect(tiles.total).toBe(2);
    expect(tiles.sprites.every((s) => s.assetType === "tile")).toBe(true);
    expect((await svc.call("GET", "/api/sprites?asset_type=animation", { key })).body.total).toBe(
      0,
    );
    expect((await svc.call("GET", "/api/sprites?status=processing", { key })).body.total).toBe(0);
    expect((await svc.call("GET", "/api/sprites?status=completed", { key })).body.total).toBe(5);
  });

  it("refuses out-of-range paging with 400", async () => {
    const { key } = await svc.newAccount();
    for (const query of [
      "limit=0",
      "limit=101",
      "offset=-1",
      "limit=abc",
      "status=done",
      "asset_type=car",
    ]) {
      const res = await svc.call("GET", `/api/sprites?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("invalid_request");
    }
  });

  it("another account's sprite and palette are 404 everywhere", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const sprite = (
      await svc.call("POST", "/api/sprites/import", {
        key: a.key,
        body: { image: (await pngOf(16, 16)).toString("base64") },
      })
    ).body;
    const palette = (
      await svc.call("POST", "/api/palettes", {
        key: a.key,
        body: { name: "P", colors: ["#000000", "#ffffff"] },
      })
    ).body;
    expect((await svc.call("GET", `/api/sprites/${sprite.id}`, { key: a.key })).status).toBe(200);
    for (const path of [
      `/api/sprites/${sprite.id}`,
      `/api/palettes/${palette.id}`,
      `/api/gallery/${sprite.id}`,
    ]) {
      const res = await svc.call("GET", path, { key: b.key });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
    expect((await svc.call("GET", "/api/sprites", { key: b.key })).body.sprites).toEqual([]);
  });
});

describe("palettes", () => {
  it("saves explicit colors as custom, lowercased and de-duplicated, newest first", async () => {
    const { key } = await svc.newAccount();
    const saved = await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "Swamp", colors: ["#2A3B1C", "#2a3b1c", "#AABB00"] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: "Swamp",
      colors: ["#2a3b1c", "#aabb00"],
      count: 2,
      source: "custom",
    });
    await svc.call("POST", "/api/palettes", {
      key,
      body: { name: "Second", colors: ["#000000", "#ffffff"] },
    });
    const list = (await svc.call("GET", "/api/palettes", { key })).body.palettes as {
      name: string;
    }[];
    expect(list.map((p) => p.name)).toEqual(["Second", "Swamp"]);
    expect((await svc.call("GET", `/api/palettes/${saved.body.id}`, { key })).body.name).toBe(
      "Swamp",
    );
  });

  it("enforces the bounds: name 1 to 80, 2 to 256 colors, one of recipe or colors", async () => {
    const { key } = await svc.newAccount();
    const bad = [
      { name: "", colors: ["#000000", "#ffffff"] },
      { name: "x".repeat(81), colors: ["#000000", "#ffffff"] },
      { name: "one", colors: ["#000000"] },
      {
        name: "many",
        colors: Array.from({ length: 257 }, (_, i) => `#${i.toString(16).padStart(6, "0")}`),
      },
      { name: "neither" },
      { name: "dupes", colors: ["#000000", "#000000"] },
      { name: "badhex", colors: ["#00000g", "#ffffff"] },
    ];
    for (const body of bad) {
      const res = await svc.call("POST", "/api/palettes", { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});

describe("list query plan", () => {
  it("walks an index backwards and stops after the page, without sorting the library", async () => {
    const { sql, eq } = await import("drizzle-orm");
    const { pageQuery } = await import("../domain/sprites/list-sprites");
    const { sprites } = await import("../store/schema");
    const { queryRows } = await import("../store/query");
    const { userId } = await svc.newAccount();
    await svc.ctx.db.execute(sql`
      INSERT INTO sprites (id, owner_id, kind, operation, width, height, asset_type, png, created_at)
      SELECT gen_random_uuid(), ${userId}, 'sprite', 'import', 16, 16, (ARRAY['item','tile'])[1 + (g % 2)], '\\x00'::bytea,
             now() - (g || ' seconds')::interval
      FROM generate_series(1, 5000) AS g`);
    await svc.ctx.db.execute(sql`ANALYZE sprites`);
    for (const filters of [
      [eq(sprites.ownerId, userId)],
      [eq(sprites.ownerId, userId), eq(sprites.assetType, "tile")],
    ]) {
      const plan = (
        await queryRows<Record<string, string>>(
          svc.ctx.db,
          sql`EXPLAIN ${pageQuery(svc.ctx.db, filters, 20, 0)}`,
        )
      )
        .map((row) => Object.values(row)[0])
        .join("\n");
      expect(plan).toMatch(/Index Scan Backward using sprites_owner/);
      expect(plan).not.toMatch(/Sort/);
    }
  });
});
