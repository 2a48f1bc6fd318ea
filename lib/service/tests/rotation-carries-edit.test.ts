/**
 * A rotation of a hand-edited version of a generated sprite reads its stored layers: each
 * facing is redrawn and the edit shows on the part it was made on, in the facings that see that
 * side of it. Where a part is in each facing comes from the engine drawing the recipe in that
 * facing (its own layers), never from what the service returned.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeAtRest, type LayeredSprite } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const MAGENTA = [255, 0, 255] as const;
const PROMPT = "a knight with a sword and shield";

async function drawn(id: string, direction: string): Promise<LayeredSprite> {
  const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, id));
  const meta = row!.meta as { seed: number; camera: string };
  const reading = readSpritePrompt(row!.prompt!, row!.assetType as "character");
  return generateLayered({
    reading,
    assetType: reading.assetType,
    width: row!.width,
    height: row!.height,
    direction: direction as "east",
    camera: meta.camera as "none",
    seed: meta.seed,
  });
}

/** Which layer shows at each pixel of a drawing at rest (flat-image coordinates). */
function shown(doc: LayeredSprite) {
  const rest = composeAtRest(doc);
  return (x: number, y: number) => {
    const i = rest.top[y * doc.width + (doc.mirrored ? doc.width - 1 - x : x)]!;
    return i < 0 ? null : doc.layers[i]!.name;
  };
}

/** The middle of the pixels the head shows with all 8 neighbours head too. */
function middleOfHead(doc: LayeredSprite): { x: number; y: number } {
  const at = shown(doc);
  const inside: { x: number; y: number }[] = [];
  for (let y = 1; y < doc.height - 1; y++)
    for (let x = 1; x < doc.width - 1; x++) {
      let all = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if (at(x + dx, y + dy) !== "head") all = false;
      if (all) inside.push({ x, y });
    }
  expect(inside.length).toBeGreaterThan(0);
  const mx = inside.reduce((a, p) => a + p.x, 0) / inside.length;
  const my = inside.reduce((a, p) => a + p.y, 0) / inside.length;
  return inside.reduce((a, p) =>
    Math.hypot(p.x - mx, p.y - my) < Math.hypot(a.x - mx, a.y - my) ? p : a,
  );
}

describe("a rotation of a hand-edited version", () => {
  it("redraws every facing from the stored layers, with the edit on the head where the face is seen", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: PROMPT,
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const at = middleOfHead(await drawn(knight.id, "south"));
    const source = await decodeImage(knight.image.pngBase64);
    const data = Buffer.from(source.data);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        data.set([...MAGENTA, 255], ((at.y + dy) * source.width + at.x + dx) * 4);
    const png = await sharp(data, { raw: { width: 64, height: 64, channels: 4 } })
      .png()
      .toBuffer();
    const version = await svc.call("POST", `/api/sprites/${knight.id}/versions`, {
      key,
      body: { image: png.toString("base64") },
    });
    expect(version.status).toBe(201);

    const rotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: version.body.id },
    });
    expect(rotation.status).toBe(201);
    // Drawn for each facing, not invented from the pixels.
    expect(rotation.body.method).toBe("redrawn");
    expect(rotation.body.invented).toEqual([]);
    const strip = await decodeImage(rotation.body.image.spritesheetBase64);
    const order = [
      "south",
      "south-east",
      "east",
      "north-east",
      "north",
      "north-west",
      "west",
      "south-west",
    ];
    const marks = await Promise.all(
      order.map(async (direction, i) => {
        const facing = direction === "south" ? null : shown(await drawn(knight.id, direction));
        let count = 0;
        for (let y = 0; y < 64; y++)
          for (let x = 0; x < 64; x++) {
            const o = (y * strip.width + i * 64 + x) * 4;
            if (strip.data[o + 3] !== 255 || !MAGENTA.every((c, k) => strip.data[o + k] === c))
              continue;
            count++;
            // Only ever on the head.
            if (facing) expect(facing(x, y), direction).toBe("head");
          }
        return count;
      }),
    );
    expect(marks[0]).toBe(9);
    expect(marks[1]).toBeGreaterThanOrEqual(3);
    expect(marks[7]).toBeGreaterThanOrEqual(3);
    // From behind the face is turned away.
    expect([marks[3], marks[4], marks[5]]).toEqual([0, 0, 0]);
  });

  it("an import is still invented from its pixels", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: PROMPT,
      asset_type: "character",
      width: 64,
      height: 64,
    });
    const imported = await svc.call("POST", "/api/sprites/import", {
      key,
      body: { image: knight.image.pngBase64 },
    });
    expect(imported.status).toBe(201);
    const rotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: imported.body.id },
    });
    expect(rotation.status).toBe(201);
    expect(rotation.body.method).toBe("invented");
    expect(rotation.body.invented).toHaveLength(7);
  });
});
