import sharp from "sharp";
import { expect } from "vitest";
import type { TestService } from "../testing";

/** A PNG from a response, as raw RGBA. */
export async function decodeImage(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The distinct colors of an image's opaque pixels, as `#rrggbb`. */
export function opaqueColors(data: Buffer): Set<string> {
  const out = new Set<string>();
  for (let o = 0; o < data.length; o += 4) {
    if (data[o + 3]! === 0) continue;
    out.add(
      `#${[data[o]!, data[o + 1]!, data[o + 2]!].map((c) => c.toString(16).padStart(2, "0")).join("")}`,
    );
  }
  return out;
}

/** POST /api/sprites, expecting 201. */
/**
 * Generates a sprite for a test. Without a seed a generation draws a fresh variation each call,
 * so tests that act on what was drawn (a cape to recolor, a sword to replace) pin one: the same
 * request then gives the same pixels on every run. A test may pass its own `seed`.
 */
export async function generated(svc: TestService, key: string, body: Record<string, unknown>) {
  const res = await svc.call("POST", "/api/sprites", { key, body: { seed: 1, ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: string; image: { pngBase64: string } };
}
