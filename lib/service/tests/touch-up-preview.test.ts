import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpriteRecord, TouchUpPreview } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

// The free preview of a touch-up, through the real service: it draws what the paid touch-up
// draws, so its mask is exactly the set of pixels the paid result changes, and it never moves
// the balance.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

/** Indices of the pixels whose RGBA bytes differ between two decoded images of one size. */
function changedPixels(a: Buffer, b: Buffer): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length / 4; i++) {
    if (a.readUInt32LE(i * 4) !== b.readUInt32LE(i * 4)) out.push(i);
  }
  return out;
}

/** The pixels a preview mask marks, as indices into a `width`-wide sprite. */
async function maskPixels(mask: NonNullable<TouchUpPreview["mask"]>, width: number) {
  const png = await decodeImage(mask.png_base64);
  expect([png.width, png.height]).toEqual([mask.width, mask.height]);
  const out: number[] = [];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (png.data[(y * png.width + x) * 4 + 3]! > 0) out.push((mask.y + y) * width + mask.x + x);
    }
  }
  return out.sort((p, q) => p - q);
}

describe("POST /api/touch-ups/preview", () => {
  // A recolor acts on a part; an add draws with the seed, so a preview drawn with any other
  // seed than the paid touch-up's would mark other pixels.
  const cases = [
    {
      prompt: "make the cape red",
      region: { x: 0, y: 0, width: 64, height: 64 },
      action: "recolor",
    },
    { prompt: "add a yellow star", region: { x: 16, y: 16, width: 16, height: 16 }, action: "add" },
  ];
  it.each(cases)("marks exactly the pixels the paid touch-up then changes: $prompt", async (c) => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a blue cape",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const body = { source_generation_id: source.id, prompt: c.prompt, region: c.region };
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/touch-ups/preview", { key, body });
    expect(res.status).toBe(200);
    const preview = TouchUpPreview.parse(res.body);
    expect(preview.refused).toBeUndefined();
    expect(preview.reading.action).toBe(c.action);
    expect(preview.region).toEqual(c.region);
    expect(await svc.balance(key)).toBe(before);
    // Nothing was stored either.
    expect((await svc.call("GET", "/api/sprites", { key })).body.total).toBe(1);

    const paid = await svc.call("POST", "/api/touch-ups", { key, body });
    expect(paid.status).toBe(201);
    expect(await svc.balance(key)).toBe(before - 1);
    const record = SpriteRecord.parse(paid.body);
    const src = await decodeImage(source.image.pngBase64);
    const out = await decodeImage(record.image.pngBase64!);
    const changed = changedPixels(src.data, out.data);
    expect(changed.length).toBeGreaterThan(0);
    const mask = preview.mask!;
    expect(mask.pixels).toBe(changed.length);
    expect(await maskPixels(mask, 64)).toEqual(changed);
  });

  it("offers the whole object when the region cuts it, and extend_to_object changes it whole", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, {
      prompt: "a knight with a blue cape",
      asset_type: "character",
      width: 64,
      height: 64,
    });
    // Where the cape is (the preview over the whole sprite), then a region that stops halfway
    // down it: the cape runs on below the region's bottom edge.
    const all = { x: 0, y: 0, width: 64, height: 64 };
    const cape = TouchUpPreview.parse(
      (
        await svc.call("POST", "/api/touch-ups/preview", {
          key,
          body: { source_generation_id: source.id, prompt: "make the cape red", region: all },
        })
      ).body,
    ).mask!;
    const half = cape.y + Math.floor(cape.height / 2);
    const region = { ...all, height: half };
    const body = { source_generation_id: source.id, prompt: "make the cape red", region };
    const cut = TouchUpPreview.parse(
      (await svc.call("POST", "/api/touch-ups/preview", { key, body })).body,
    );
    expect(cut.whole_object).toBeDefined();
    const grown = cut.whole_object!.region;
    expect(grown.y + grown.height).toBeGreaterThan(half);
    const wholeBody = { ...body, extend_to_object: true };
    const whole = TouchUpPreview.parse(
      (await svc.call("POST", "/api/touch-ups/preview", { key, body: wholeBody })).body,
    );
    expect(whole.whole_object).toBeUndefined();
    expect(whole.region).toEqual(grown);
    const paid = await svc.call("POST", "/api/touch-ups", { key, body: wholeBody });
    expect(paid.status).toBe(201);
    const record = SpriteRecord.parse(paid.body);
    expect(record.region).toEqual(grown);
    const src = await decodeImage(source.image.pngBase64);
    const out = await decodeImage(record.image.pngBase64!);
    const changed = changedPixels(src.data, out.data);
    // Pixels past the drawn region changed, all inside the offered box, exactly as previewed.
    expect(changed.some((i) => i >= half * 64)).toBe(true);
    for (const i of changed) {
      const [x, y] = [i % 64, Math.floor(i / 64)];
      expect(x >= grown.x && x < grown.x + grown.width && y >= grown.y).toBe(true);
      expect(y < grown.y + grown.height).toBe(true);
    }
    expect(await maskPixels(whole.mask!, 64)).toEqual(changed);
  });

  it("gives the same answer twice for the same request", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a villager", width: 64, height: 64 });
    const body = {
      source_generation_id: source.id,
      prompt: "add a yellow star",
      region: { x: 16, y: 16, width: 16, height: 16 },
    };
    const first = await svc.call("POST", "/api/touch-ups/preview", { key, body });
    const second = await svc.call("POST", "/api/touch-ups/preview", { key, body });
    expect(first.status).toBe(200);
    expect(first.body.mask).not.toBeNull();
    expect(second.body).toEqual(first.body);
  });

  it("answers a touch-up the engine would refuse with its reason and no mask, free", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a villager", width: 64, height: 64 });
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/touch-ups/preview", {
      key,
      body: {
        source_generation_id: source.id,
        prompt: "remove the hair",
        // The feet: the hair is nowhere in this region.
        region: { x: 0, y: 52, width: 64, height: 12 },
      },
    });
    expect(res.status).toBe(200);
    const preview = TouchUpPreview.parse(res.body);
    expect(preview.mask).toBeNull();
    expect(preview.refused?.reason).toContain("nothing in the region matches 'hair'");
    expect(await svc.balance(key)).toBe(before);
  });

  it("is 404 for another account's sprite, and 400 for a region that misses the sprite", async () => {
    const owner = await svc.newAccount();
    const other = await svc.newAccount();
    const source = await generated(svc, owner.key, { prompt: "a villager", width: 64, height: 64 });
    const body = {
      source_generation_id: source.id,
      prompt: "make it red",
      region: { x: 0, y: 0, width: 64, height: 64 },
    };
    const theirs = await svc.call("POST", "/api/touch-ups/preview", { key: other.key, body });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe("not_found");
    const outside = await svc.call("POST", "/api/touch-ups/preview", {
      key: owner.key,
      body: { ...body, region: { x: 100, y: 100, width: 8, height: 8 } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ code: "invalid_request", details: [{ path: "region" }] });
    const anonymous = await svc.call("POST", "/api/touch-ups/preview", { body });
    expect(anonymous.status).toBe(401);
  });

  it("answers with an empty balance, where the paid touch-up is 402", async () => {
    // One token: the generation spends it.
    const { key } = await svc.newAccount({ monthly_token_allotment: 1, purchased_tokens: 0 });
    const source = await generated(svc, key, { prompt: "a villager", width: 64, height: 64 });
    expect(await svc.balance(key)).toBe(0);
    const body = {
      source_generation_id: source.id,
      prompt: "make it red",
      region: { x: 0, y: 0, width: 64, height: 64 },
    };
    const res = await svc.call("POST", "/api/touch-ups/preview", { key, body });
    expect(res.status).toBe(200);
    expect(res.body.mask).not.toBeNull();
    const paid = await svc.call("POST", "/api/touch-ups", { key, body });
    expect(paid.status).toBe(402);
    expect(await svc.balance(key)).toBe(0);
  });
});
