import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, endpoints } from "@/lib/contract/endpoints";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// The content filter on every prompt-bearing endpoint: a refused prompt is 422 nsfw_prompt,
// before anything is charged or stored; an ordinary game-art prompt goes through.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

type Ids = { source: string; item: string; image: string; pack: string };
const bodies: Record<string, (prompt: string, ids: Ids) => Record<string, unknown>> = {
  generateSprite: (prompt) => ({ prompt, width: 32, height: 32 }),
  touchUp: (prompt, { source }) => ({
    source_generation_id: source,
    prompt,
    region: { x: 0, y: 0, width: 16, height: 16 },
  }),
  touchUpPreview: (prompt, { source }) => ({
    source_generation_id: source,
    prompt,
    region: { x: 0, y: 0, width: 16, height: 16 },
  }),
  createAnimation: (prompt, { source }) => ({
    source_generation_id: source,
    preset: "Custom",
    custom_prompt: prompt,
    frame_count: 4,
  }),
  createRestyle: (prompt, { source }) => ({ source_generation_id: source, custom_prompt: prompt }),
  createCombine: (prompt, { source, item }) => ({
    source_generation_id: source,
    item_generation_id: item,
    prompt,
  }),
  createPack: (prompt) => ({ prompt }),
  updatePack: (prompt) => ({ steps: [{ index: 0, prompt }] }),
  generatePalettes: (prompt) => ({ prompt }),
  // Titles and names another account can come to see are screened like prompts.
  importSprite: (title, { image }) => ({ image, title }),
  createVersion: (title, { image }) => ({ image, title }),
  updateSprite: (name) => ({ name, public: true }),
};

const screened = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, e]) => e.promptFields?.length,
);

async function footprint(userId: string) {
  const [row] = await queryRows<{ sprites: string; jobs: string; packs: string; ledger: string }>(
    svc.ctx.db,
    sql`SELECT (SELECT count(*) FROM sprites WHERE owner_id = ${userId}) AS sprites,
               (SELECT count(*) FROM jobs WHERE owner_id = ${userId}) AS jobs,
               (SELECT count(*) FROM packs WHERE owner_id = ${userId}) AS packs,
               (SELECT count(*) FROM ledger_entries WHERE account_id = ${userId}) AS ledger`,
  );
  return row;
}

describe("the content filter", () => {
  it("covers every endpoint that reads a prompt", () => {
    expect(screened.map(([id]) => id).sort()).toEqual(Object.keys(bodies).sort());
  });

  it("refuses with 422 nsfw_prompt on each of them, charging and storing nothing", async () => {
    const { key, userId } = await svc.newAccount();
    const source = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const item = await generated(svc, key, {
      prompt: "a sword",
      asset_type: "weapon",
      width: 64,
      height: 64,
    });
    const pack = (await svc.call("POST", "/api/agent", { key, body: { prompt: "a knight" } })).body;
    const ids = { source: source.id, item: item.id, image: source.image.pngBase64, pack: pack.id };
    const before = { balance: await svc.balance(key), rows: await footprint(userId) };
    for (const prompt of ["a n4ked w0man", "p.o.r.n knight", "a knight with a swastika banner"]) {
      for (const [id, endpoint] of screened) {
        const path = endpoint.path.replace("{id}", id === "updatePack" ? ids.pack : ids.source);
        const res = await svc.call(endpoint.method, path, { key, body: bodies[id]!(prompt, ids) });
        expect(res.status, `${id}: ${prompt}`).toBe(422);
        expect(res.body.code).toBe("nsfw_prompt");
        // A list's field is named by its item: `steps.0.prompt` for `steps[].prompt`.
        const field = String(res.body.details[0].path).replace(/\.\d+\./, "[].");
        expect(endpoint.promptFields).toContain(field);
      }
    }
    expect(await svc.balance(key)).toBe(before.balance);
    expect(await footprint(userId)).toEqual(before.rows);
  });

  it("lets ordinary game art through: violence, horror and the words that only look rude", async () => {
    const { key } = await svc.newAccount();
    for (const prompt of [
      "a bloody sword",
      "a naked blade",
      // "kill count icon" alone names nothing the engine draws (400, not the filter's 422).
      "a kill count coin icon",
      "a sexy robot",
      "a cockpit of a steampunk airship",
      "Scunthorpe town sign",
      "an assassin with a bastard sword",
    ]) {
      const res = await svc.call("POST", "/api/sprites", {
        key,
        body: { prompt, width: 32, height: 32 },
      });
      expect(res.status, prompt).toBe(201);
    }
  });
});
