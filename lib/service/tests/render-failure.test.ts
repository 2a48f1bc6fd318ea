import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpoints } from "@/lib/contract/endpoints";
import { ledgerTotal } from "../domain/ledger/charge";
import { failingRenderTasks } from "../render/render-task";
import { startTestService, type TestService } from "../testing";

// Every synchronous paid operation with a render that throws: 500 provider_failure, the
// balance exactly as before, nothing stored, the ledger still summing to the balance. The
// failure is injected where renders run; everything else (HTTP, charging, storage) is real.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({}, { renderTask: failingRenderTasks() });
});
afterAll(() => svc.close());

/** A 64×64 imported sprite on a flat magenta background (imports render nothing). */
async function importedSource(key: string): Promise<string> {
  const raw = Buffer.alloc(64 * 64 * 4);
  for (let i = 0; i < 64 * 64; i++) {
    const inside = Math.abs((i % 64) - 32) < 12 && Math.abs(Math.floor(i / 64) - 32) < 12;
    raw.set(inside ? [40, 60, 120, 255] : [255, 0, 255, 255], i * 4);
  }
  const png = await sharp(raw, { raw: { width: 64, height: 64, channels: 4 } })
    .png()
    .toBuffer();
  const res = await svc.call("POST", "/api/sprites/import", {
    key,
    body: { image: png.toString("base64") },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const bodies: Record<string, (source: string) => Record<string, unknown>> = {
  generateSprite: () => ({ prompt: "a knight with a red cape" }),
  touchUp: (source) => ({
    source_generation_id: source,
    prompt: "make it red",
    region: { x: 0, y: 0, width: 16, height: 16 },
  }),
  rotate: (source) => ({ source_generation_id: source }),
  normalMap: (source) => ({ source_generation_id: source }),
  removeBackground: (source) => ({ source_generation_id: source, method: "refined" }),
};

describe("a render that throws in a synchronous paid operation", () => {
  const rendering = (Object.entries(endpoints) as [string, Endpoint][]).filter(
    ([, e]) => e.rendersNow,
  );

  it("covers every operation that renders while the client waits", () => {
    expect(rendering.map(([id]) => id).sort()).toEqual(Object.keys(bodies).sort());
  });

  it("answers 500 provider_failure, charges nothing and stores nothing", async () => {
    const { key, userId } = await svc.newAccount();
    const source = await importedSource(key);
    const before = await svc.balance(key);
    for (const [id, endpoint] of rendering) {
      const res = await svc.call("POST", endpoint.path, { key, body: bodies[id]!(source) });
      expect(res.status, id).toBe(500);
      expect(res.body.code, id).toBe("provider_failure");
      expect(res.body.message, id).toMatch(/no tokens were spent/);
    }
    expect(await svc.balance(key)).toBe(before);
    expect(await ledgerTotal(svc.ctx.db, userId)).toBe(before);
    const list = await svc.call("GET", "/api/sprites", { key });
    expect(list.body.total).toBe(1);
  });

  it("leaves an Idempotency-Key free for the retry", async () => {
    const { key } = await svc.newAccount();
    const headers = { "idempotency-key": "retry-after-failure" };
    const first = await svc.call("POST", "/api/sprites", {
      key,
      headers,
      body: { prompt: "a potion" },
    });
    expect(first.status).toBe(500);
    const again = await svc.call("POST", "/api/sprites", {
      key,
      headers,
      body: { prompt: "a potion" },
    });
    expect(again.status).toBe(500);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });
});
