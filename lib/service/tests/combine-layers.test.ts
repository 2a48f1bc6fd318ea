/**
 * A combine's item is kept as a layer of the result: stored with it, held by the arm whose hand
 * took it, so a later animation poses it with that arm. A restyle drawn again from the recipe
 * (a beard, a pose) of a hand-edited sprite keeps the edit, read from its stored layers.
 * Judged on the stored document and the rendered pixels, with the item's colors taken from the
 * item sprite's own pixels and the edit's from the edit made.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layeredDocOf } from "../domain/layers/layered-doc";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const key32 = (d: Buffer | Uint8ClampedArray, o: number) =>
  (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;

describe("a combined item is a layer of the result", () => {
  it("is stored on the hand's arm, and a later Walk carries it in every frame", async () => {
    const { key, userId } = await svc.newAccount();
    const elf = await generated(svc, key, {
      prompt: "an elf archer with a bow",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const axe = await generated(svc, key, {
      prompt: "battle axe",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    const source = await decodeImage(elf.image.pngBase64);
    const item = await decodeImage(axe.image.pngBase64);
    // Colors only the axe has: in the axe sprite, nowhere on the elf.
    const elfColors = new Set<number>();
    for (let o = 0; o < source.data.length; o += 4)
      if (source.data[o + 3]) elfColors.add(key32(source.data, o));
    const axeOnly = new Set<number>();
    for (let o = 0; o < item.data.length; o += 4)
      if (item.data[o + 3] && !elfColors.has(key32(item.data, o))) axeOnly.add(key32(item.data, o));
    expect(axeOnly.size).toBeGreaterThan(0);

    const accepted = await svc.call("POST", "/api/combines", {
      key,
      body: {
        source_generation_id: elf.id,
        item_generation_id: axe.id,
        // Her free hand: the right holds her bow, which stays.
        prompt: "in the left hand",
      },
    });
    expect(accepted.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/combines/${accepted.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    const combined = await decodeImage(record.image.pngBase64);
    const axeAt = (img: { data: Buffer | Uint8ClampedArray }, o: number) =>
      img.data[o + 3]! > 0 && axeOnly.has(key32(img.data, o));
    let shown = 0;
    for (let o = 0; o < combined.data.length; o += 4) if (axeAt(combined, o)) shown++;
    expect(shown).toBeGreaterThan(5);

    // Stored: a document whose item layer, on an arm, holds the axe's pixels.
    const doc = await layeredDocOf(svc.ctx, userId, record.id);
    expect(doc).not.toBeNull();
    const layer = doc!.layers.find((l) => l.role === "item" && l.width > 0 && l.kind === "axe");
    expect(layer).toBeDefined();
    const parent = doc!.layers.find((l) => l.name === layer!.parent);
    expect(parent?.role).toBe("arm");
    // Every axe-colored pixel of the result lies in that layer's box.
    for (let o = 0; o < combined.data.length; o += 4) {
      if (!axeAt(combined, o)) continue;
      const i = o / 4;
      const x = doc!.mirrored ? 63 - (i % 64) : i % 64;
      const y = Math.floor(i / 64);
      expect(x >= layer!.x && x < layer!.x + layer!.width, `x ${x}`).toBe(true);
      expect(y >= layer!.y && y < layer!.y + layer!.height, `y ${y}`).toBe(true);
    }
    // The bow is still held too.
    expect(doc!.layers.some((l) => l.role === "item" && l.width > 0 && l.kind === "bow")).toBe(
      true,
    );

    // A later Walk is posed by the rig and shows the axe in every frame, moving with the arm.
    const started = await svc.call("POST", "/api/animations", {
      key,
      body: { source_generation_id: record.id, preset: "Walk", frame_count: 4 },
    });
    expect(started.status).toBe(202);
    await svc.drainJobs();
    const walk = (await svc.call("GET", `/api/animations/${started.body.id}`, { key })).body;
    expect(walk.status).toBe("completed");
    const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, walk.id));
    expect((row!.meta as { rig?: string }).rig).toBe("biped");
    const strip = await decodeImage(walk.image.spritesheetBase64);
    const frameW = strip.width / 4;
    const places: string[] = [];
    for (let f = 0; f < 4; f++) {
      let n = 0;
      let sx = 0;
      let sy = 0;
      for (let y = 0; y < strip.height; y++) {
        for (let x = f * frameW; x < (f + 1) * frameW; x++) {
          const o = (y * strip.width + x) * 4;
          if (!axeAt(strip, o)) continue;
          n++;
          sx += x - f * frameW;
          sy += y;
        }
      }
      expect(n, `frame ${f}`).toBeGreaterThan(3);
      places.push(`${Math.round(sx / n)},${Math.round(sy / n)}`);
    }
    // The arm swings: the axe is not in one place in all four frames.
    expect(new Set(places).size).toBeGreaterThan(1);
  });
});

describe("a restyle of an edited engine sprite keeps the edit", () => {
  it("draws a beard on a hand-edited knight and raises his sword, the edit in both", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: "a knight with a sword and shield",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "south",
    });
    const source = await decodeImage(knight.image.pngBase64);
    // The edit: a 2x2 block of a color the knight does not have, on the chest (the middle of
    // the figure, a little below its middle row).
    let x0 = -1;
    let y0 = -1;
    for (let y = 34; y < 40 && x0 < 0; y++)
      for (let x = 28; x < 36 && x0 < 0; x++) {
        const all = [0, 1, 64, 65].every((d) => source.data[(y * 64 + x + d) * 4 + 3]! > 0);
        if (all) {
          x0 = x;
          y0 = y;
        }
      }
    expect(x0).toBeGreaterThanOrEqual(0);
    const edited = Buffer.from(source.data);
    const MAGENTA = [255, 0, 220];
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      edited.set([...MAGENTA, 255], ((y0 + dy!) * 64 + x0 + dx!) * 4);
    const png = await sharp(edited, { raw: { width: 64, height: 64, channels: 4 } })
      .png()
      .toBuffer();
    const version = await svc.call("POST", `/api/sprites/${knight.id}/versions`, {
      key,
      body: { image: png.toString("base64") },
    });
    expect(version.status).toBe(201);
    const magentaIn = (img: { data: Buffer }) => {
      let n = 0;
      for (let o = 0; o < img.data.length; o += 4)
        if (img.data[o + 3] && key32(img.data, o) === (255 << 16) + 220) n++;
      return n;
    };

    for (const [prompt, mode] of [
      ["give him a beard", "custom"],
      ["raise the sword", "pose"],
    ] as const) {
      const accepted = await svc.call("POST", "/api/restyles", {
        key,
        body: { source_generation_id: version.body.id, custom_prompt: prompt, mode },
      });
      expect(accepted.status, prompt).toBe(202);
      await svc.drainJobs();
      const record = (await svc.call("GET", `/api/restyles/${accepted.body.id}`, { key })).body;
      expect(record.status).toBe("completed");
      const image = await decodeImage(record.image.pngBase64);
      // The edit is there, whole, and the picture is not the edited one.
      expect(magentaIn(image), prompt).toBe(4);
      expect(image.data.equals(edited), prompt).toBe(false);
    }
  });
});
