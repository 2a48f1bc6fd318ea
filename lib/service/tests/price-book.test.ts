import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePrice, type PriceBook, withPrices } from "@/lib/contract/operations";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// Prices live in one book. A service given a book with some prices replaced charges, lists,
// plans and documents the new prices everywhere, with no other change.
let svc: TestService;
const book: PriceBook = withPrices({
  generate: () => 3,
  rotation: () => 5,
  animation: () => 7,
});
beforeAll(async () => {
  svc = await startTestService({}, { prices: book });
});
afterAll(() => svc.close());

describe("the price book", () => {
  it("charges synchronous operations and jobs what the book says", async () => {
    const { key } = await svc.newAccount();
    const before = await svc.balance(key);
    const sprite = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    expect((sprite as unknown as { tokensSpent: number }).tokensSpent).toBe(3);
    const rotation = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: sprite.id },
    });
    expect(rotation.status).toBe(201);
    expect(rotation.body.tokensSpent).toBe(5);
    const animation = await svc.call("POST", "/api/animations", {
      key,
      body: { source_generation_id: sprite.id, preset: "Idle", frame_count: 4 },
    });
    expect(animation.status).toBe(202);
    expect(await svc.balance(key)).toBe(before - 3 - 5 - 7);
    const jobs = await svc.call("GET", "/api/jobs", { key });
    expect(jobs.body.jobs[0].cost).toBe(7);
  });

  it("lists and documents the book's prices", async () => {
    const { key } = await svc.newAccount();
    const types = await svc.call("GET", "/api/asset-types", { key });
    expect(types.body.asset_types.every((t: { token_cost: number }) => t.token_cost === 3)).toBe(
      true,
    );
    const doc = (await svc.call("GET", "/api/openapi.json")).body;
    expect(doc.paths["/api/rotations"].post.description).toContain("Costs 5 tokens.");
    expect(doc.paths["/api/sprites"].post.description).toContain("Costs 3 tokens for every");
  });

  it("prices packs step by step, and a price that changes before the run makes the approval stale", async () => {
    const { key } = await svc.newAccount();
    const plan = (await svc.call("POST", "/api/agent", { key, body: { prompt: "a barrel" } })).body;
    expect(plan.total_tokens).toBe(3);
    const original = book.generate;
    book.generate = () => 4;
    try {
      const stale = await svc.call("POST", `/api/agent/${plan.id}/run`, {
        key,
        body: { approved_total: 3 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("price_changed");
      const again = (await svc.call("GET", `/api/agent/${plan.id}`, { key })).body;
      expect(again.total_tokens).toBe(4);
      const run = await svc.call("POST", `/api/agent/${plan.id}/run`, {
        key,
        body: { approved_total: 4 },
      });
      expect(run.status).toBe(202);
    } finally {
      book.generate = original;
    }
  });
});

// The studio's price sentences are computed from the same book: each component below says its
// price with `describePrice`, which follows a replaced price, and no component writes a price in
// tokens by hand.
describe("the studio's price sentences", () => {
  const ROOT = resolve(__dirname, "../../..");
  const read = (file: string) => readFileSync(resolve(ROOT, file), "utf8");
  const studioBook = withPrices({
    generate: () => 3,
    animation: () => 7,
    normalMap: (request: { frames: number }) => 2 * request.frames,
  });
  const SAYS = [
    ["components/create/create-form.tsx", "generate", "3 tokens for every asset type"],
    ["components/sprite/animation-panel.tsx", "animation", "7 tokens for 4 frames"],
    ["components/sprite/normal-map-panel.tsx", "normalMap", "2 tokens per frame"],
  ] as const;

  it("each panel's sentence comes from the book, and changes with it", () => {
    for (const [file, operation, expected] of SAYS) {
      expect(read(file), file).toContain(`describePrice("${operation}")`);
      expect(describePrice(operation, studioBook)).toContain(expected);
      expect(describePrice(operation)).not.toContain(expected);
    }
  });

  it("no studio page or component writes a price or a normal map's frame bounds by hand", () => {
    const files = [
      ...readdirSync(resolve(ROOT, "components"), { recursive: true }),
      ...readdirSync(resolve(ROOT, "app"), { recursive: true }).map((f) => `../app/${f}`),
    ]
      .map(String)
      .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
      .map((f) => `components/${f}`);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = read(file);
      expect(text, file).not.toMatch(/\b\d+ tokens? (per|for)\b|costs \d+ tokens?/i);
      expect(text, file).not.toMatch(/\b32 to 256\b|\b16 to 256\b/);
    }
  });
});
