import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobList, RestylePreset, SpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated as generatedSprite, opaqueColors } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const generated = (
  key: string,
  prompt = "a knight with a sword",
  size = 64,
  assetType = "character",
) => generatedSprite(svc, key, { prompt, asset_type: assetType, width: size, height: size });

describe("animations", () => {
  it("charge frame_count / 2, run to a strip, keep the source's colors with palette_extras 0", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const sourceColors = opaqueColors((await decodeImage(source.image.pngBase64)).data);
    const before = await svc.balance(key);
    for (const preset of ["Idle", "Walk"] as const) {
      const accepted = await svc.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: source.id, preset, frame_count: 6 },
      });
      expect(accepted.status).toBe(202);
      expect(accepted.body).toEqual({ id: expect.any(String), status: "processing" });
      expect(
        (await svc.call("GET", `/api/animations/${accepted.body.id}`, { key })).body.status,
      ).toBe("processing");
      await svc.drainJobs();
      const done = await svc.call("GET", `/api/animations/${accepted.body.id}`, { key });
      const record = SpriteRecord.parse(done.body);
      expect(record).toMatchObject({
        status: "completed",
        kind: "animation",
        frameCount: 6,
        frameWidth: 64,
        frameHeight: 64,
        width: 384,
        fps: preset === "Idle" ? 6 : 10,
        parentId: source.id,
      });
      const strip = await decodeImage(record.image.spritesheetBase64!);
      expect([strip.width, strip.height]).toEqual([384, 64]);
      for (const color of opaqueColors(strip.data))
        expect(sourceColors.has(color), `${preset} adds ${color}`).toBe(true);
    }
    expect(await svc.balance(key)).toBe(before - 6);
    const list = await svc.call("GET", "/api/sprites?asset_type=animation", { key });
    expect(list.body.total).toBe(2);
  });

  it("framing_margin grows the canvas", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const { id } = (
      await svc.call("POST", "/api/animations", {
        key,
        body: {
          source_generation_id: source.id,
          preset: "Jump",
          frame_count: 4,
          framing_margin: 25,
          framing_anchor: "bottom",
        },
      })
    ).body;
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/animations/${id}`, { key })).body;
    expect(record.frameWidth).toBe(80);
    expect(record.frameHeight).toBe(80);
  });

  it("cancel refunds once; a finished job is 409 not_cancellable; other accounts get 404", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    const source = await generated(key);
    const before = await svc.balance(key);
    const { id } = (
      await svc.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: source.id, preset: "Run", frame_count: 16 },
      })
    ).body;
    expect(await svc.balance(key)).toBe(before - 8);
    expect(
      (await svc.call("POST", `/api/animations/${id}/cancel`, { key: other.key })).status,
    ).toBe(404);
    const cancelled = await svc.call("POST", `/api/animations/${id}/cancel`, { key });
    expect(cancelled.body).toEqual({ id, status: "cancelled" });
    const again = await svc.call("POST", `/api/animations/${id}/cancel`, { key });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("not_cancellable");
    expect(await svc.balance(key)).toBe(before);
    const done = (
      await svc.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: source.id, preset: "Idle", frame_count: 4 },
      })
    ).body;
    await svc.drainJobs();
    expect((await svc.call("POST", `/api/animations/${done.id}/cancel`, { key })).status).toBe(409);
    const jobs = JobList.parse(
      (await svc.call("GET", `/api/jobs?type=animation&source_generation_id=${source.id}`, { key }))
        .body,
    );
    expect(jobs.jobs.map((j) => j.status)).toEqual(["completed", "cancelled"]);
  });

  it("refuses every bound, animation sources and oversized sources with 400, charging nothing", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const big = await generated(key, "a giant", 300);
    const base = { source_generation_id: source.id, preset: "Idle" };
    const bad = [
      { ...base, frame_count: 5 },
      { ...base, frame_count: 2 },
      { ...base, frame_count: 18 },
      { ...base, preset: "Dance" },
      { ...base, preset: "Custom" },
      { ...base, custom_prompt: "x".repeat(1501), preset: "Custom" },
      { ...base, palette_extras: 257 },
      { ...base, palette_extras: -1 },
      { ...base, framing_margin: 26 },
      { ...base, framing_anchor: "middle" },
      { ...base, source_generation_id: big.id },
      { preset: "Idle" },
    ];
    const before = await svc.balance(key);
    for (const body of bad) {
      const res = await svc.call("POST", "/api/animations", { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const anim = (await svc.call("POST", "/api/animations", { key, body: base })).body;
    await svc.drainJobs();
    const fromAnimation = await svc.call("POST", "/api/animations", {
      key,
      body: { ...base, source_generation_id: anim.id },
    });
    expect(fromAnimation.status).toBe(400);
    expect(await svc.balance(key)).toBe(before - 4);
  });
});

describe("combines", () => {
  it("keep the first sprite's size, with and without framing, in both palettes plus extras", async () => {
    const { key } = await svc.newAccount();
    const hero = await generated(key, "a knight", 64);
    const sword = await generated(key, "a steel sword", 48, "weapon");
    const allowed = new Set([
      ...opaqueColors((await decodeImage(hero.image.pngBase64)).data),
      ...opaqueColors((await decodeImage(sword.image.pngBase64)).data),
    ]);
    for (const framing_margin of [0, 20]) {
      const before = await svc.balance(key);
      const { id } = (
        await svc.call("POST", "/api/combines", {
          key,
          body: {
            source_generation_id: hero.id,
            item_generation_id: sword.id,
            prompt: "in the right hand",
            framing_margin,
            palette_extras: 0,
          },
        })
      ).body;
      expect(await svc.balance(key)).toBe(before - 3);
      await svc.drainJobs();
      const record = SpriteRecord.parse(
        (await svc.call("GET", `/api/combines/${id}`, { key })).body,
      );
      expect([record.width, record.height]).toEqual([64, 64]);
      const out = await decodeImage(record.image.pngBase64!);
      expect([out.width, out.height]).toEqual([64, 64]);
      for (const color of opaqueColors(out.data)) expect(allowed.has(color)).toBe(true);
    }
  });

  it("refuses identical ids, wrong sizes and foreign sprites; pro costs 9", async () => {
    const { key } = await svc.newAccount();
    const other = await svc.newAccount();
    const hero = await generated(key);
    const theirs = await generated(other.key, "a sword", 48, "weapon");
    const same = await svc.call("POST", "/api/combines", {
      key,
      body: { source_generation_id: hero.id, item_generation_id: hero.id, prompt: "in hand" },
    });
    expect(same.status).toBe(400);
    expect(
      (
        await svc.call("POST", "/api/combines", {
          key,
          body: { source_generation_id: hero.id, item_generation_id: theirs.id, prompt: "in hand" },
        })
      ).status,
    ).toBe(404);
    const sword = await generated(key, "a sword", 48, "weapon");
    const before = await svc.balance(key);
    expect(
      (
        await svc.call("POST", "/api/combines", {
          key,
          body: { source_generation_id: hero.id, item_generation_id: sword.id, prompt: "" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await svc.call("POST", "/api/combines", {
          key,
          body: {
            source_generation_id: hero.id,
            item_generation_id: sword.id,
            prompt: "x".repeat(501),
          },
        })
      ).status,
    ).toBe(400);
    const pro = await svc.call("POST", "/api/combines", {
      key,
      body: {
        source_generation_id: hero.id,
        item_generation_id: sword.id,
        prompt: "in the left hand",
        tier: "pro",
      },
    });
    expect(pro.status).toBe(202);
    expect(await svc.balance(key)).toBe(before - 9);
  });
});

describe("restyles", () => {
  it("cost 2 normal and 9 pro, keep the source size (or grow by framing), and every preset differs", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const before = await svc.balance(key);
    const images = new Set<string>();
    for (const preset of RestylePreset.options) {
      const res = await svc.call("POST", "/api/restyles", {
        key,
        body: { source_generation_id: source.id, preset },
      });
      expect(res.status, preset).toBe(202);
      await svc.drainJobs();
      const record = SpriteRecord.parse(
        (await svc.call("GET", `/api/restyles/${res.body.id}`, { key })).body,
      );
      expect([record.width, record.height]).toEqual([64, 64]);
      images.add(record.image.pngBase64!);
    }
    expect(images.size).toBe(10);
    expect(await svc.balance(key)).toBe(before - 20);
    const pro = await svc.call("POST", "/api/restyles", {
      key,
      body: {
        source_generation_id: source.id,
        custom_prompt: "raise both arms",
        mode: "pose",
        tier: "pro",
        framing_margin: 10,
      },
    });
    expect(pro.status).toBe(202);
    expect(await svc.balance(key)).toBe(before - 29);
    await svc.drainJobs();
    const posed = (await svc.call("GET", `/api/restyles/${pro.body.id}`, { key })).body;
    expect([posed.width, posed.height]).toEqual([70, 70]);
    // Pose mode defaults to palette_extras 0: the source's colors exactly.
    const sourceColors = opaqueColors((await decodeImage(source.image.pngBase64)).data);
    for (const color of opaqueColors((await decodeImage(posed.image.pngBase64)).data))
      expect(sourceColors.has(color)).toBe(true);
  });

  it("refuses every bound with 400 and charges nothing", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const tiny = await sharp({
      create: { width: 24, height: 24, channels: 4, background: "#336699ff" },
    })
      .png()
      .toBuffer();
    const small = (
      await svc.call("POST", "/api/sprites/import", {
        key,
        body: { image: tiny.toString("base64") },
      })
    ).body;
    const base = { source_generation_id: source.id };
    const bad = [
      { ...base },
      { ...base, preset: "lava" },
      { ...base, custom_prompt: "" },
      { ...base, custom_prompt: "x".repeat(501) },
      { ...base, preset: "fire", mode: "dance" },
      { ...base, preset: "fire", tier: "ultra" },
      { ...base, preset: "fire", palette_extras: 257 },
      { ...base, preset: "fire", framing_margin: 26 },
      { ...base, preset: "fire", framing_anchor: "middle" },
      { ...base, preset: "fire", public: "no" },
      { source_generation_id: small.id, preset: "fire" },
    ];
    const before = await svc.balance(key);
    for (const body of bad) {
      const res = await svc.call("POST", "/api/restyles", { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await svc.balance(key)).toBe(before);
  });
});

describe("edits of animations", () => {
  it("normal maps an animation per frame at 1 token a frame, as an animation", async () => {
    const { key } = await svc.newAccount();
    const source = await generated(key);
    const { id } = (
      await svc.call("POST", "/api/animations", {
        key,
        body: { source_generation_id: source.id, preset: "Idle", frame_count: 4 },
      })
    ).body;
    await svc.drainJobs();
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/normal-maps", {
      key,
      body: { source_generation_id: id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: "animation",
      frameCount: 4,
      frameWidth: 64,
      width: 256,
      tokensSpent: 4,
    });
    expect(await svc.balance(key)).toBe(before - 4);
  });
});
