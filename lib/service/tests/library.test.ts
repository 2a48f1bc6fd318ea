import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Managing a library: rename, publish, delete (a tombstone that keeps lineage), hand-edited
// versions, and the list of packs.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const png = (raw: Buffer, width: number, height: number) =>
  sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer()
    .then((b) => b.toString("base64"));

const galleryTotal = async (key: string) =>
  (await svc.call("GET", "/api/gallery?limit=1", { key })).body.total as number;

describe("PATCH /api/sprites/{id}", () => {
  it("renames, publishes and unpublishes, with the gallery's total following", async () => {
    const { key } = await svc.newAccount();
    const sprite = await generated(svc, key, { prompt: "a green slime", width: 32, height: 32 });
    const gallery = await galleryTotal(key);
    const renamed = await svc.call("PATCH", `/api/sprites/${sprite.id}`, {
      key,
      body: { name: "  Gloop  ", public: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Gloop", isPublic: true });
    expect(renamed.body.slug).toEqual(expect.any(String));
    expect(await galleryTotal(key)).toBe(gallery + 1);
    expect((await svc.call("GET", `/api/gallery/${sprite.id}`, { key })).status).toBe(200);
    const hidden = await svc.call("PATCH", `/api/sprites/${sprite.id}`, {
      key,
      body: { public: false },
    });
    expect(hidden.body).toMatchObject({ title: "Gloop", isPublic: false, slug: null });
    expect(await galleryTotal(key)).toBe(gallery);
    expect((await svc.call("GET", `/api/gallery/${sprite.id}`, { key })).status).toBe(404);
  });

  it("refuses an empty change, a public import, and another account's sprite", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    const sprite = await generated(svc, key, { prompt: "a potion", width: 32, height: 32 });
    expect((await svc.call("PATCH", `/api/sprites/${sprite.id}`, { key, body: {} })).status).toBe(
      400,
    );
    const imported = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: await png(Buffer.alloc(32 * 32 * 4, 200), 32, 32) },
    });
    const publicImport = await svc.call("PATCH", `/api/sprites/${imported.body.id}`, {
      key,
      body: { public: true },
    });
    expect(publicImport.status).toBe(400);
    expect(publicImport.body.details[0].path).toBe("public");
    const foreign = await svc.call("PATCH", `/api/sprites/${sprite.id}`, {
      key: other.key,
      body: { name: "mine now" },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("DELETE /api/sprites/{id}", () => {
  it("hides the sprite everywhere, keeps it as the source of what was made from it", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight",
      width: 64,
      height: 64,
      public: true,
    });
    const derived = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "make it red",
        region: { x: 16, y: 16, width: 32, height: 32 },
      },
    });
    expect(derived.status).toBe(201);
    const before = (await svc.call("GET", "/api/sprites", { key })).body.total;
    const gallery = await galleryTotal(key);
    const other = await svc.newAccount();
    expect((await svc.call("DELETE", `/api/sprites/${source.id}`, { key: other.key })).status).toBe(
      404,
    );
    const deleted = await svc.call("DELETE", `/api/sprites/${source.id}`, { key });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: source.id, deleted: true });
    expect((await svc.call("GET", `/api/sprites/${source.id}`, { key })).status).toBe(404);
    expect((await svc.call("GET", `/api/gallery/${source.id}`, { key })).status).toBe(404);
    const list = (await svc.call("GET", "/api/sprites", { key })).body;
    expect(list.total).toBe(before - 1);
    expect(list.sprites.map((s: { id: string }) => s.id)).not.toContain(source.id);
    expect(await galleryTotal(key)).toBe(gallery - 1);
    const child = await svc.call("GET", `/api/sprites/${derived.body.id}`, { key });
    expect(child.status).toBe(200);
    expect(child.body.parentId).toBe(source.id);
    expect((await svc.call("DELETE", `/api/sprites/${source.id}`, { key })).status).toBe(404);
  });

  it("a job queued on a deleted sprite fails and is refunded", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const before = await svc.balance(key);
    const job = await svc.call("POST", "/api/animations", {
      key,
      body: { source_generation_id: source.id, preset: "Idle", frame_count: 4 },
    });
    expect(await svc.balance(key)).toBe(before - 2);
    await svc.call("DELETE", `/api/sprites/${source.id}`, { key });
    await svc.drainJobs();
    const poll = await svc.call("GET", `/api/animations/${job.body.id}`, { key });
    expect(poll.body.status).toBe("failed");
    expect(await svc.balance(key)).toBe(before);
  });
});

describe("POST /api/sprites/{id}/versions", () => {
  it("saves an edit as a free new sprite derived from the source, at its size", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a slime", width: 32, height: 32 });
    const raw = Buffer.alloc(32 * 32 * 4);
    for (let i = 0; i < 32 * 32; i++) raw.set(i % 3 ? [10, 200, 40, 255] : [0, 0, 0, 0], i * 4);
    const before = await svc.balance(key);
    const version = await svc.call("POST", `/api/sprites/${source.id}/versions`, {
      key,
      body: { image: await png(raw, 32, 32) },
    });
    expect(version.status).toBe(201);
    expect(version.body).toMatchObject({
      operation: "version",
      parentId: source.id,
      kind: "sprite",
      width: 32,
      height: 32,
      isPublic: false,
      tokensSpent: 0,
    });
    expect(version.body.title).toBe("slime · edit");
    expect(await svc.balance(key)).toBe(before);
  });

  it("refuses another size, too many colours, and images that are not images", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a slime", width: 32, height: 32 });
    const wrongSize = await svc.call("POST", `/api/sprites/${source.id}/versions`, {
      key,
      body: { image: await png(Buffer.alloc(48 * 32 * 4, 90), 48, 32) },
    });
    expect(wrongSize.status).toBe(400);
    const noisy = Buffer.alloc(32 * 32 * 4);
    for (let i = 0; i < 32 * 32; i++)
      noisy.set([i & 255, (i >> 8) * 60, (i * 7) & 255, 255], i * 4);
    const tooMany = await svc.call("POST", `/api/sprites/${source.id}/versions`, {
      key,
      body: { image: await png(noisy, 32, 32) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/colours/);
    const junk = await svc.call("POST", `/api/sprites/${source.id}/versions`, {
      key,
      body: { image: "aGVsbG8=" },
    });
    expect(junk.status).toBe(400);
  });
});

describe("GET /api/agent", () => {
  it("lists the account's packs, newest first, and no one else's", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    await svc.call("POST", "/api/agent", { key: other.key, body: { prompt: "a goblin" } });
    const first = await svc.call("POST", "/api/agent", { key, body: { prompt: "a barrel" } });
    const second = await svc.call("POST", "/api/agent", { key, body: { prompt: "a knight" } });
    const list = await svc.call("GET", "/api/agent", { key });
    expect(list.status).toBe(200);
    expect(list.body.packs.map((p: { id: string }) => p.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
  });
});

describe("GET /api/sprites: search and lines of edits", () => {
  it("finds by title or prompt, case-insensitively, with a total that matches", async () => {
    const { key } = await svc.newAccount();
    await generated(svc, key, { prompt: "a green slime", width: 32, height: 32 });
    const knight = await generated(svc, key, { prompt: "a Brave knight", width: 32, height: 32 });
    await svc.call("PATCH", `/api/sprites/${knight.id}`, { key, body: { name: "Sir 100%_done" } });
    const found = (await svc.call("GET", "/api/sprites?q=BRAVE", { key })).body;
    expect(found.total).toBe(1);
    expect(found.sprites[0].id).toBe(knight.id);
    const literal = (
      await svc.call("GET", `/api/sprites?q=${encodeURIComponent("100%_")}`, { key })
    ).body;
    expect(literal.sprites.map((s: { id: string }) => s.id)).toEqual([knight.id]);
    expect((await svc.call("GET", "/api/sprites?q=dragon", { key })).body.total).toBe(0);
  });

  it("groups a sprite and everything edited from it under its first sprite", async () => {
    const { key } = await svc.newAccount();
    const first = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const touched = await svc.call("POST", "/api/touch-ups", {
      key,
      body: {
        source_generation_id: first.id,
        prompt: "make it red",
        region: { x: 16, y: 16, width: 32, height: 32 },
      },
    });
    const again = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: touched.body.id },
    });
    await generated(svc, key, { prompt: "another knight", width: 64, height: 64 });
    expect(touched.body.rootId).toBe(first.id);
    expect(again.body.rootId).toBe(first.id);
    const line = (await svc.call("GET", `/api/sprites?root=${first.id}`, { key })).body;
    expect(line.total).toBe(3);
    expect(line.sprites.map((s: { id: string }) => s.id).sort()).toEqual(
      [first.id, touched.body.id, again.body.id].sort(),
    );
  });
});
