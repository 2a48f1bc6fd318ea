/**
 * A combine that would change nothing is refused before anything is charged: a red cape put on
 * the back of a knight who already wears a red one. A cape of another colour is made, and
 * what changed is the knight's cape: every pixel that moved lies in the box of the cape layer
 * his drawer drew, and takes the imported cape's colour. Judged through POST /api/combines
 * with the cape imported as an artist would (a hand-drawn picture titled "red cape").
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hexToRgb, rgbToOklab } from "@/lib/engine/color";
import { DRAWN_CAPE, type DrawnGrid, paintGrid } from "@/lib/engine/testing";
import { layeredDocOf } from "../domain/layers/layered-doc";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

async function imported(key: string, grid: DrawnGrid, title: string): Promise<string> {
  const img = paintGrid(grid, 64);
  const png = await sharp(Buffer.from(img.data), {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .png()
    .toBuffer();
  const res = await svc.call("POST", "/api/sprites/import", {
    key,
    body: { image: png.toString("base64"), title },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The hand-drawn cape with its reds swapped for blues (outline and clasp kept). */
const BLUE_CAPE: DrawnGrid = {
  ...DRAWN_CAPE,
  colors: { ...DRAWN_CAPE.colors, r: "#3454c8", R: "#1e2a8a" },
};

async function knightWithCape(key: string) {
  return generated(svc, key, {
    prompt: "a knight with a sword and shield",
    asset_type: "character",
    width: 64,
    height: 64,
    direction: "south",
    seed: 7,
  });
}

describe("a combine that would change nothing", () => {
  it("is refused with a 400 naming why, and nothing is charged", async () => {
    const { key, userId } = await svc.newAccount();
    const knight = await knightWithCape(key);
    // The fixture's premise: this knight was drawn wearing a cape.
    const doc = await layeredDocOf(svc.ctx, userId, knight.id);
    expect(doc!.layers.some((l) => l.role === "cape" && l.width > 0)).toBe(true);
    const cape = await imported(key, DRAWN_CAPE, "red cape");
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/combines", {
      key,
      body: { source_generation_id: knight.id, item_generation_id: cape, prompt: "on his back" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_request");
    expect(res.body.message).toMatch(/already wears a cape/);
    expect(res.body.details[0].path).toBe("prompt");
    expect(await svc.balance(key)).toBe(before);
    await svc.drainJobs();
    expect(await svc.balance(key)).toBe(before);
  });

  it("a cape of another colour recolours the knight's cape, and only it", async () => {
    const { key, userId } = await svc.newAccount();
    const knight = await knightWithCape(key);
    const doc = await layeredDocOf(svc.ctx, userId, knight.id);
    const capeLayer = doc!.layers.find((l) => l.role === "cape" && l.width > 0)!;
    const cape = await imported(key, BLUE_CAPE, "blue cape");
    const before = await svc.balance(key);
    const res = await svc.call("POST", "/api/combines", {
      key,
      body: { source_generation_id: knight.id, item_generation_id: cape, prompt: "on his back" },
    });
    expect(res.status).toBe(202);
    await svc.drainJobs();
    const record = (await svc.call("GET", `/api/combines/${res.body.id}`, { key })).body;
    expect(record.status).toBe("completed");
    expect(await svc.balance(key)).toBeLessThan(before);
    const a = await decodeImage(knight.image.pngBase64);
    const b = await decodeImage(record.image.pngBase64);
    const blue = rgbToOklab(hexToRgb("#3454c8"));
    let changed = 0;
    const outside: string[] = [];
    const notBlue: string[] = [];
    for (let o = 0; o < a.data.length; o += 4) {
      if ([0, 1, 2, 3].every((c) => a.data[o + c] === b.data[o + c])) continue;
      changed++;
      const i = o / 4;
      const x = doc!.mirrored ? 63 - (i % 64) : i % 64;
      const y = Math.floor(i / 64);
      const was = [...a.data.subarray(o, o + 4)].join(",");
      const now = [...b.data.subarray(o, o + 4)].join(",");
      const inBox =
        x >= capeLayer.x &&
        x < capeLayer.x + capeLayer.width &&
        y >= capeLayer.y &&
        y < capeLayer.y + capeLayer.height;
      if (!inBox) outside.push(`${x},${y} ${was}->${now}`);
      // Each changed pixel is blue: its OKLab hue on the blue side, as the imported cape's.
      const lab = rgbToOklab([b.data[o]!, b.data[o + 1]!, b.data[o + 2]!]);
      if (Math.sign(lab.b) !== Math.sign(blue.b)) notBlue.push(`${x},${y} ${was}->${now}`);
    }
    expect(outside, "changed outside the cape layer").toEqual([]);
    // Finished again from its layers, the figure may take a pixel or two where the cape meets
    // the hand from its neighbour (a hilt pixel one across): never more.
    expect(notBlue.length, `changed but not blue: ${notBlue.join("; ")}`).toBeLessThanOrEqual(2);
    expect(changed - notBlue.length).toBeGreaterThan(20);
  });
});
