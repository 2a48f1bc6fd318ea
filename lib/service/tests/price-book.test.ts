import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PriceBook, withPrices } from "@/lib/contract/operations";
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
