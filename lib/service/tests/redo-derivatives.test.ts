import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobList, RedoAccepted, RedoPlan, SpriteRecord } from "@/lib/contract";
import { withPrices } from "@/lib/contract/operations";
import { failingRenderTasks } from "../render/render-task";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";
import sharp from "sharp";

// Redoing an older version's animations, rotations and normal maps on a newer version of the
// line: same parameters, each at its operation's price, charged together or not at all.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const path = (id: string) => `/api/sprites/${id}/redo-derivatives`;

/** A knight with a Walk (8 frames), a rotation and a normal map, and a hand edit of it. */
async function lineWithDerivatives(key: string) {
  const base = await generated(svc, key, {
    prompt: "a knight with a sword",
    asset_type: "character",
    width: 64,
    height: 64,
  });
  const walk = await svc.call("POST", "/api/animations", {
    key,
    body: { source_generation_id: base.id, preset: "Walk", frame_count: 8 },
  });
  expect(walk.status).toBe(202);
  await svc.drainJobs();
  const rotation = await svc.call("POST", "/api/rotations", {
    key,
    body: { source_generation_id: base.id },
  });
  expect(rotation.status).toBe(201);
  const normal = await svc.call("POST", "/api/normal-maps", {
    key,
    body: { source_generation_id: base.id, strength: 2, flip_green: true },
  });
  expect(normal.status).toBe(201);
  const edited = await editOnePixel(key, base.id, base.image.pngBase64);
  return {
    base,
    walkId: walk.body.id as string,
    rotationId: rotation.body.id as string,
    normalId: normal.body.id as string,
    edited,
  };
}

/** Saves a hand-edited version: one pixel of the sprite turned pure red. */
async function editOnePixel(key: string, sourceId: string, pngBase64: string) {
  const image = await decodeImage(pngBase64);
  const raw = Buffer.from(image.data);
  // The first opaque pixel, so the edit is on the figure.
  const at = raw.findIndex((_, i) => i % 4 === 3 && raw[i]! > 0) - 3;
  raw.set([255, 0, 0, 255], at);
  const png = await sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
  const version = await svc.call("POST", `/api/sprites/${sourceId}/versions`, {
    key,
    body: { image: png.toString("base64") },
  });
  expect(version.status).toBe(201);
  return version.body as { id: string };
}

const jobsOf = async (key: string) =>
  JobList.parse((await svc.call("GET", "/api/jobs?limit=100", { key })).body).jobs;

describe("redo-derivatives", () => {
  it("quotes for free, then charges the total once and makes each derivative again from the new version", async () => {
    const { key } = await svc.newAccount();
    const { base, walkId, rotationId, normalId, edited } = await lineWithDerivatives(key);
    const before = await svc.balance(key);

    const quote = await svc.call("GET", path(edited.id), { key });
    expect(quote.status).toBe(200);
    const plan = RedoPlan.parse(quote.body);
    expect(plan.fromVersionId).toBe(base.id);
    expect(plan.items.map((i) => [i.derivativeId, i.operation, i.cost])).toEqual([
      [walkId, "animation", 4],
      [rotationId, "rotation", 12],
      [normalId, "normal-map", 1],
    ]);
    expect(plan.total).toBe(17);
    expect(plan.skipped).toEqual([]);
    expect(await svc.balance(key)).toBe(before);

    const redo = await svc.call("POST", path(edited.id), { key, body: {} });
    expect(redo.status).toBe(202);
    const accepted = RedoAccepted.parse(redo.body);
    expect(accepted.total).toBe(17);
    expect(accepted.jobs.map((j) => [j.operation, j.redoOf])).toEqual([
      ["animation", walkId],
      ["rotation", rotationId],
      ["normal-map", normalId],
    ]);
    expect(await svc.balance(key)).toBe(before - 17);

    // Taken: the offer is gone while the jobs run, and asking again is refused, charged nothing.
    expect(RedoPlan.parse((await svc.call("GET", path(edited.id), { key })).body).items).toEqual(
      [],
    );
    const again = await svc.call("POST", path(edited.id), { key, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("invalid_request");

    await svc.drainJobs();
    expect(await svc.balance(key)).toBe(before - 17);
    const [walk, rotation, normal] = await Promise.all(
      accepted.jobs.map(async (job) =>
        SpriteRecord.parse((await svc.call("GET", `/api/sprites/${job.id}`, { key })).body),
      ),
    );
    expect(walk).toMatchObject({
      parentId: edited.id,
      operation: "animation",
      kind: "animation",
      frameCount: 8,
      frameWidth: 64,
      motion: "walk",
      tokensSpent: 4,
    });
    expect(rotation).toMatchObject({
      parentId: edited.id,
      operation: "rotation",
      frameCount: 8,
      tokensSpent: 12,
    });
    expect(normal).toMatchObject({ parentId: edited.id, operation: "normal-map", tokensSpent: 1 });
    // Same parameters, on the edited pixels: each equals the operation asked directly of the
    // edited version (both draws are deterministic), and the rotation's south facing keeps
    // the one red pixel of the edit.
    const direct = {
      normal: await svc.call("POST", "/api/normal-maps", {
        key,
        body: { source_generation_id: edited.id, strength: 2, flip_green: true },
      }),
      rotation: await svc.call("POST", "/api/rotations", {
        key,
        body: { source_generation_id: edited.id },
      }),
    };
    expect(normal?.image.pngBase64).toBe(direct.normal.body.image.pngBase64);
    expect(rotation?.image.spritesheetBase64).toBe(direct.rotation.body.image.spritesheetBase64);
    const strip = await decodeImage(rotation?.image.spritesheetBase64 ?? "");
    let red = 0;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++) {
        const o = (y * strip.width + x) * 4;
        if (strip.data[o] === 255 && strip.data[o + 1] === 0 && strip.data[o + 2] === 0) red++;
      }
    expect(red).toBeGreaterThan(0);
    // The line now holds the three new results.
    const line = await svc.call("GET", `/api/sprites?root=${base.id}&limit=100`, { key });
    const ids = (line.body.sprites as { id: string }[]).map((s) => s.id);
    for (const job of accepted.jobs) expect(ids).toContain(job.id);
  });

  it("refuses a batch the balance cannot cover with 402 naming the total; nothing is queued or charged", async () => {
    const { key } = await svc.newAccount({ monthly_token_allotment: 40, purchased_tokens: 0 });
    const { edited } = await lineWithDerivatives(key);
    // 40 - 1 (generate) - 4 (walk) - 12 (rotation) - 1 (normal map) = 22; spend down to 10.
    for (let i = 0; i < 12; i++) {
      await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt: "a red apple", asset_type: "item", width: 32, height: 32, seed: i + 1 },
      });
    }
    const balance = await svc.balance(key);
    expect(balance).toBe(10);
    const jobsBefore = (await jobsOf(key)).length;
    const redo = await svc.call("POST", path(edited.id), { key, body: {} });
    expect(redo.status).toBe(402);
    expect(redo.body).toMatchObject({
      code: "insufficient_tokens",
      details: { cost: 17, balance: 10 },
    });
    expect(await svc.balance(key)).toBe(10);
    expect((await jobsOf(key)).length).toBe(jobsBefore);
  });

  it("refunds each redo once when its source is gone before it runs", async () => {
    const { key } = await svc.newAccount();
    const { edited } = await lineWithDerivatives(key);
    const before = await svc.balance(key);
    const redo = await svc.call("POST", path(edited.id), { key, body: {} });
    expect(redo.status).toBe(202);
    expect(await svc.balance(key)).toBe(before - 17);
    expect((await svc.call("DELETE", `/api/sprites/${edited.id}`, { key })).status).toBe(200);
    await svc.drainJobs();
    const ids = new Set((redo.body.jobs as { id: string }[]).map((j) => j.id));
    const ended = (await jobsOf(key)).filter((j) => ids.has(j.id));
    expect(ended.map((j) => j.status)).toEqual(["failed", "failed", "failed"]);
    expect(await svc.balance(key)).toBe(before);
    await svc.drainJobs();
    expect(await svc.balance(key)).toBe(before);
  });

  it("a render that fails refunds that redo alone", async () => {
    const { key } = await svc.newAccount();
    const { edited } = await lineWithDerivatives(key);
    const before = await svc.balance(key);
    const redo = RedoAccepted.parse(
      (await svc.call("POST", path(edited.id), { key, body: {} })).body,
    );
    const ctx = { ...svc.ctx, renderTask: failingRenderTasks((name) => name === "rotation") };
    const { jobHandlers } = await import("../operations/registry");
    await svc.drainJobs(jobHandlers(ctx));
    const byId = new Map((await jobsOf(key)).map((j) => [j.id, j.status]));
    expect(redo.jobs.map((j) => [j.operation, byId.get(j.id)])).toEqual([
      ["animation", "completed"],
      ["rotation", "failed"],
      ["normal-map", "completed"],
    ]);
    expect(await svc.balance(key)).toBe(before - 17 + 12);
    // The failed one is offered again.
    const plan = RedoPlan.parse((await svc.call("GET", path(edited.id), { key })).body);
    expect(plan.items.map((i) => i.operation)).toEqual(["rotation"]);
  });

  it("two redos racing for the same derivatives: one is queued and charged, the other refused", async () => {
    const { key } = await svc.newAccount();
    const { edited } = await lineWithDerivatives(key);
    const before = await svc.balance(key);
    const jobsBefore = (await jobsOf(key)).length;
    const answers = await Promise.all([
      svc.call("POST", path(edited.id), { key, body: {} }),
      svc.call("POST", path(edited.id), { key, body: {} }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 400]);
    expect(await svc.balance(key)).toBe(before - 17);
    expect((await jobsOf(key)).length).toBe(jobsBefore + 3);
  });

  it("checks ownership and the older version", async () => {
    const owner = await svc.newAccount();
    const other = await svc.newAccount();
    const { base, walkId, edited } = await lineWithDerivatives(owner.key);
    for (const method of ["GET", "POST"] as const) {
      const res = await svc.call(method, path(edited.id), {
        key: other.key,
        body: method === "POST" ? {} : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
    // Another account's sprite as the older version is not found either.
    const theirs = await generated(svc, other.key, { prompt: "a slime", width: 64, height: 64 });
    const foreign = await svc.call("GET", `${path(edited.id)}?from_version_id=${theirs.id}`, {
      key: owner.key,
    });
    expect(foreign.status).toBe(404);
    // The older version must be an older still of this line.
    for (const from of [edited.id, walkId]) {
      const res = await svc.call("POST", path(base.id), {
        key: owner.key,
        body: { from_version_id: from },
      });
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe("from_version_id");
    }
    // An animation is not a version to redo on.
    const onAnimation = await svc.call("GET", path(walkId), { key: owner.key });
    expect(onAnimation.status).toBe(400);
    // Another drawing of the same prompt joins the line but is not a version of the first:
    // nothing to redo on it, and the first cannot be named as its older version.
    const variation = await generated(svc, owner.key, {
      prompt: "a knight with a sword",
      asset_type: "character",
      width: 64,
      height: 64,
      seed: 77,
    });
    const sprite = (await svc.call("GET", `/api/sprites/${variation.id}`, { key: owner.key })).body;
    expect(sprite.rootId).toBe(base.id);
    expect(
      RedoPlan.parse((await svc.call("GET", path(variation.id), { key: owner.key })).body).items,
    ).toEqual([]);
    const notAVersion = await svc.call("GET", `${path(variation.id)}?from_version_id=${base.id}`, {
      key: owner.key,
    });
    expect(notAVersion.status).toBe(400);
    // The first version has nothing older: an empty, free quote.
    const first = RedoPlan.parse((await svc.call("GET", path(base.id), { key: owner.key })).body);
    expect(first).toEqual({
      spriteId: base.id,
      fromVersionId: null,
      items: [],
      skipped: [],
      total: 0,
    });
  });

  it("prices each redo from the price book", async () => {
    const priced = await startTestService(
      {},
      { prices: withPrices({ rotation: () => 5, animation: () => 2, normalMap: () => 3 }) },
    );
    try {
      const { key } = await priced.newAccount();
      const base = await generated(priced, key, { prompt: "a knight", width: 64, height: 64 });
      await priced.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: base.id, preset: "Idle", frame_count: 4 },
      });
      await priced.drainJobs();
      await priced.call("POST", "/api/rotations", { key, body: { source_generation_id: base.id } });
      const image = await decodeImage(base.image.pngBase64);
      const png = await sharp(Buffer.from(image.data), {
        raw: { width: 64, height: 64, channels: 4 },
      })
        .flop()
        .png()
        .toBuffer();
      const version = await priced.call("POST", `/api/sprites/${base.id}/versions`, {
        key,
        body: { image: png.toString("base64") },
      });
      const plan = RedoPlan.parse((await priced.call("GET", path(version.body.id), { key })).body);
      expect(plan.items.map((i) => [i.operation, i.cost])).toEqual([
        ["animation", 2],
        ["rotation", 5],
      ]);
      expect(plan.total).toBe(7);
    } finally {
      await priced.close();
    }
  });
});
