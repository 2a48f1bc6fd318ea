import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// A sprite whose line of edits starts with an uploaded image (an import, directly or as a
// combine's item) stays private whatever is asked: a publish is 400 naming `public`, and a
// derivation asked public is refused before anything is charged or queued.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function footprint(userId: string) {
  const [row] = await queryRows<{ sprites: string; jobs: string; ledger: string }>(
    svc.ctx.db,
    sql`SELECT (SELECT count(*) FROM sprites WHERE owner_id = ${userId}) AS sprites,
               (SELECT count(*) FROM jobs WHERE owner_id = ${userId}) AS jobs,
               (SELECT count(*) FROM ledger_entries WHERE account_id = ${userId}) AS ledger`,
  );
  return row;
}

/** An account with a generated knight and an import of the same pixels. */
async function setUp() {
  const account = await svc.newAccount({ purchased_tokens: 200 });
  const knight = await generated(svc, account.key, {
    prompt: "a knight with a red cape",
    width: 64,
    height: 64,
  });
  const imported = await svc.call("POST", "/api/sprites/import", {
    key: account.key,
    body: { image: knight.image.pngBase64, title: "My upload" },
  });
  expect(imported.status).toBe(201);
  return { ...account, knight: knight.id, upload: imported.body.id as string };
}

const touchUp = (id: string, extra: Record<string, unknown> = {}) => ({
  source_generation_id: id,
  prompt: "make the cape blue",
  region: { x: 0, y: 0, width: 64, height: 64 },
  ...extra,
});

const publish = (key: string, id: string) =>
  svc.call("PATCH", `/api/sprites/${id}`, { key, body: { public: true } });

function expectStaysPrivate(res: Awaited<ReturnType<TestService["call"]>>) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe("invalid_request");
  expect(res.body.details[0].path).toBe("public");
  expect(res.body.message).toMatch(/upload/);
}

async function galleryIds(key: string): Promise<string[]> {
  const res = await svc.call("GET", "/api/gallery?limit=100", { key });
  return res.body.sprites.map((s: { id: string }) => s.id);
}

describe(`what comes from an upload stays private (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("a hand-edited version of an import cannot be published; a version of a generated sprite can", async () => {
    const { key, knight, upload } = await setUp();
    const ofUpload = await svc.call("POST", `/api/sprites/${upload}/versions`, {
      key,
      body: {
        image: (await svc.call("GET", `/api/sprites/${upload}`, { key })).body.image.pngBase64,
      },
    });
    expect(ofUpload.status).toBe(201);
    expectStaysPrivate(await publish(key, ofUpload.body.id));
    expect((await svc.call("GET", `/api/sprites/${ofUpload.body.id}`, { key })).body.isPublic).toBe(
      false,
    );

    const ofKnight = await svc.call("POST", `/api/sprites/${knight}/versions`, {
      key,
      body: {
        image: (await svc.call("GET", `/api/sprites/${knight}`, { key })).body.image.pngBase64,
      },
    });
    const published = await publish(key, ofKnight.body.id);
    expect(published.status).toBe(200);
    expect(published.body.isPublic).toBe(true);
    const gallery = await galleryIds(key);
    expect(gallery).toContain(ofKnight.body.id);
    expect(gallery).not.toContain(ofUpload.body.id);
  });

  it("synchronous edits of an import asked public are refused before charging; asked private they are made", async () => {
    const { key, userId, knight, upload } = await setUp();
    const before = { balance: await svc.balance(key), rows: await footprint(userId) };
    expectStaysPrivate(
      await svc.call("POST", "/api/touch-ups", { key, body: touchUp(upload, { public: true }) }),
    );
    expectStaysPrivate(
      await svc.call("POST", "/api/rotations", {
        key,
        body: { source_generation_id: upload, public: true },
      }),
    );
    expect(await svc.balance(key)).toBe(before.balance);
    expect(await footprint(userId)).toEqual(before.rows);

    // The same requests on the generated knight are made public: the rule names the upload.
    const publicRotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: knight, public: true },
    });
    expect(publicRotation.status).toBe(201);
    expect(publicRotation.body.isPublic).toBe(true);

    // Asked private, an import's rotation is made, and stays private two edits further on.
    const rotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: upload },
    });
    expect(rotation.status).toBe(201);
    expectStaysPrivate(await publish(key, rotation.body.id));
    const normalMap = await svc.call("POST", "/api/normal-maps", {
      key,
      body: { source_generation_id: rotation.body.id },
    });
    expect(normalMap.status).toBe(201);
    expect(normalMap.body.isPublic).toBe(false);
  });

  it("jobs on an import asked public are refused before anything is queued or charged", async () => {
    const { key, userId, upload } = await setUp();
    const before = { balance: await svc.balance(key), rows: await footprint(userId) };
    for (const [path, body] of [
      ["/api/animations", { source_generation_id: upload, preset: "Idle", frame_count: 4 }],
      ["/api/restyles", { source_generation_id: upload, preset: "fire" }],
    ] as const) {
      expectStaysPrivate(await svc.call("POST", path, { key, body: { ...body, public: true } }));
    }
    expect(await svc.balance(key)).toBe(before.balance);
    expect(await footprint(userId)).toEqual(before.rows);

    const restyle = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: upload, preset: "fire" },
    });
    expect(restyle.status).toBe(202);
    await svc.drainJobs();
    expectStaysPrivate(await publish(key, restyle.body.id));
  });

  it("a combine with an import on either side stays private", async () => {
    const { key, knight, upload } = await setUp();
    const sword = await generated(svc, key, {
      prompt: "a sword",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    // The import as the item, then as the base.
    for (const [source, item] of [
      [knight, upload],
      [upload, sword.id],
    ]) {
      const body = { source_generation_id: source, item_generation_id: item, prompt: "hold it" };
      expectStaysPrivate(
        await svc.call("POST", "/api/combines", { key, body: { ...body, public: true } }),
      );
      const combine = await svc.call("POST", "/api/combines", { key, body });
      expect(combine.status).toBe(202);
      await svc.drainJobs();
      const result = await svc.call("GET", `/api/combines/${combine.body.id}`, { key });
      expect(result.body.status).toBe("completed");
      expectStaysPrivate(await publish(key, combine.body.id));
      // And what is made from that combine, asked public, is refused too.
      expectStaysPrivate(
        await svc.call("POST", "/api/rotations", {
          key,
          body: { source_generation_id: combine.body.id, public: true },
        }),
      );
    }
    // A combine of two generated sprites can still be published.
    const clean = await svc.call("POST", "/api/combines", {
      key,
      body: { source_generation_id: knight, item_generation_id: sword.id, prompt: "hold it" },
    });
    await svc.drainJobs();
    expect((await publish(key, clean.body.id)).status).toBe(200);
  });
});

describe("names and titles pass the content filter", () => {
  it("PATCH name, import title and version title are 422 nsfw_prompt, nothing stored", async () => {
    const { key, userId, knight } = await setUp();
    const image = (await svc.call("GET", `/api/sprites/${knight}`, { key })).body.image.pngBase64;
    const before = await footprint(userId);
    const rude = "fuck this shit";
    const refused = [
      await svc.call("PATCH", `/api/sprites/${knight}`, {
        key,
        body: { name: rude, public: true },
      }),
      await svc.call("POST", "/api/sprites/import", { key, body: { image, title: rude } }),
      await svc.call("POST", `/api/sprites/${knight}/versions`, {
        key,
        body: { image, title: rude },
      }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("nsfw_prompt");
      expect(["name", "title"]).toContain(res.body.details[0].path);
    }
    expect(await footprint(userId)).toEqual(before);
    const record = (await svc.call("GET", `/api/sprites/${knight}`, { key })).body;
    expect(record.title).not.toBe(rude);
    expect(record.isPublic).toBe(false);

    // Ordinary names, including words that only look rude, pass.
    for (const name of ["Scunthorpe knight", "Bloody sword"]) {
      const res = await svc.call("PATCH", `/api/sprites/${knight}`, { key, body: { name } });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe(name);
    }
  });
});
