import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpritePage } from "@/lib/contract";
import { linePageQuery } from "../domain/sprites/list-sprites";
import { queryRows } from "../store/query";
import { startTestService, type TestService } from "../testing";
import { generated } from "./helpers";

// The library's grouped list (`group=line`): one item per line of edits, the latest sprite
// of the line, with how many versions it holds; totals count lines. And the automatic names
// of what is made: short, naming the line and what was done.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const list = async (key: string, query: string) => {
  const res = await svc.call("GET", `/api/sprites?${query}`, { key });
  expect(res.status, query).toBe(200);
  return SpritePage.parse(res.body);
};

const touchUp = async (key: string, id: string) => {
  const res = await svc.call("POST", "/api/touch-ups", {
    key,
    body: {
      source_generation_id: id,
      prompt: "make it red",
      region: { x: 16, y: 16, width: 32, height: 32 },
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; rootId: string };
};

const animate = async (key: string, id: string, preset = "Walk") => {
  const res = await svc.call("POST", "/api/animations", {
    key,
    body: { source_generation_id: id, preset, frame_count: 4 },
  });
  expect(res.status).toBe(202);
  await svc.drainJobs();
  return (await svc.call("GET", `/api/animations/${res.body.id}`, { key })).body as {
    id: string;
    title: string;
  };
};

describe("GET /api/sprites?group=line", () => {
  it("shows each line once, by its latest sprite, with its versions; totals count lines", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const slime = await generated(svc, key, { prompt: "a green slime", width: 64, height: 64 });
    const touched = await touchUp(key, knight.id);
    const rotated = await svc.call("POST", "/api/rotations", {
      key,
      body: { source_generation_id: touched.id },
    });
    expect(rotated.status).toBe(201);

    const grouped = await list(key, "group=line&limit=10");
    expect(grouped.total).toBe(2);
    expect(grouped.sprites.map((s) => [s.id, s.versions])).toEqual([
      [rotated.body.id, 3],
      [slime.id, 1],
    ]);
    expect(grouped.next_offset).toBeNull();
    // The plain list keeps its contract: every record, no `versions`.
    const plain = await list(key, "limit=10");
    expect(plain.total).toBe(4);
    expect(plain.sprites.every((s) => s.versions === undefined)).toBe(true);

    // An edit of the older line brings it to the top.
    const again = await touchUp(key, slime.id);
    const after = await list(key, "group=line&limit=10");
    expect(after.sprites.map((s) => [s.id, s.versions])).toEqual([
      [again.id, 2],
      [rotated.body.id, 3],
    ]);
  });

  it("counts what each filter shows: animations of one sprite are one card", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    await generated(svc, key, { prompt: "a treasure chest", asset_type: "item", width: 32 });
    await animate(key, knight.id, "Idle");
    const walk = await animate(key, knight.id, "Walk");

    const animations = await list(key, "group=line&asset_type=animation");
    expect(animations.total).toBe(1);
    expect(animations.sprites.map((s) => [s.id, s.versions])).toEqual([[walk.id, 2]]);
    const characters = await list(key, "group=line&asset_type=character");
    expect(characters.total).toBe(1);
    expect(characters.sprites).toHaveLength(1);
    expect(characters.sprites[0]?.versions).toBe(3);
    const items = await list(key, "group=line&asset_type=item");
    expect([items.total, items.sprites.length]).toEqual([1, 1]);
    const all = await list(key, "group=line");
    expect([all.total, all.sprites.length]).toEqual([2, 2]);
    // A search counts lines exactly too.
    const searched = await list(key, "group=line&q=knight");
    expect([searched.total, searched.sprites.length]).toEqual([1, 1]);
    expect(searched.sprites[0]?.id).toBe(walk.id);
  });

  it("deleting the latest shows the one before; deleting a line's last sprite drops the line", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, { prompt: "a knight", width: 64, height: 64 });
    const touched = await touchUp(key, knight.id);
    await generated(svc, key, { prompt: "a barrel", width: 32, height: 32 });
    expect((await svc.call("DELETE", `/api/sprites/${touched.id}`, { key })).status).toBe(200);
    const one = await list(key, "group=line&q=knight");
    expect(one.sprites.map((s) => [s.id, s.versions])).toEqual([[knight.id, 1]]);
    expect((await list(key, "group=line")).total).toBe(2);
    expect((await svc.call("DELETE", `/api/sprites/${knight.id}`, { key })).status).toBe(200);
    const left = await list(key, "group=line");
    expect(left.total).toBe(1);
    expect(left.sprites).toHaveLength(1);
    expect((await list(key, "group=line&asset_type=character")).total).toBe(0);
  });

  it("pages through lines, each exactly once, with a total that matches", async () => {
    const { key } = await svc.newAccount();
    const made: string[] = [];
    for (const prompt of ["a knight", "a wizard", "a goblin", "a barrel", "a dragon"]) {
      const sprite = await generated(svc, key, { prompt, width: 32, height: 32 });
      made.push((await touchUp(key, sprite.id)).id);
    }
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: SpritePage = await list(key, `group=line&limit=2&offset=${offset}`);
      expect(page.total).toBe(5);
      seen.push(...page.sprites.map((s) => s.id));
      offset = page.next_offset;
    }
    expect(seen).toEqual([...made].reverse());
  });

  it("walks indexes for a page without sorting the library", async () => {
    const { userId } = await svc.newAccount();
    await svc.ctx.db.execute(sql`
      INSERT INTO sprites (id, owner_id, kind, operation, width, height, asset_type, png, created_at, root_id)
      SELECT id, ${userId}, 'sprite', 'import', 16, 16, 'item', '\\x00'::bytea,
             now() - (g || ' seconds')::interval, id
      FROM (SELECT gen_random_uuid() AS id, g FROM generate_series(1, 5000) AS g) AS made`);
    await svc.ctx.db.execute(sql`ANALYZE sprites`);
    const plan = (
      await queryRows<Record<string, string>>(
        svc.ctx.db,
        sql`EXPLAIN ${linePageQuery(svc.ctx.db, { ownerId: userId }, { limit: 20, offset: 0 })}`,
      )
    )
      .map((row) => Object.values(row)[0])
      .join("\n");
    expect(plan).toMatch(/Index Scan Backward using sprites_owner_recent_idx/);
    expect(plan).toMatch(/sprites_owner_root_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});

describe("variations and re-rolls of one prompt", () => {
  it("join one line, even drawn side by side; another prompt starts its own", async () => {
    const { key } = await svc.newAccount();
    const first = await generated(svc, key, { prompt: "a wizard with a staff", seed: 1 });
    const reroll = await generated(svc, key, { prompt: "A Wizard with a staff", seed: 2 });
    const side = await Promise.all(
      [3, 4, 5, 6].map((seed) =>
        svc.call("POST", "/api/sprites", { key, body: { prompt: "a knight", seed } }),
      ),
    );
    const other = await generated(svc, key, { prompt: "a wizard with a hat", seed: 1 });
    const root = async (id: string) =>
      (await svc.call("GET", `/api/sprites/${id}`, { key })).body.rootId as string;
    expect(await root(first.id)).toBe(first.id);
    expect(await root(reroll.id)).toBe(first.id);
    const knightRoots = new Set(side.map((res) => res.body.rootId as string));
    expect(knightRoots.size).toBe(1);
    expect(await root(other.id)).toBe(other.id);
    const grouped = await list(key, "group=line");
    expect(grouped.total).toBe(3);
    expect(grouped.sprites.map((s) => s.versions)).toEqual([1, 4, 2]);
    // Another account's drawing of the same prompt is its own line.
    const stranger = await svc.newAccount();
    const theirs = await generated(svc, stranger.key, { prompt: "a knight", seed: 3 });
    expect(
      (await svc.call("GET", `/api/sprites/${theirs.id}`, { key: stranger.key })).body.rootId,
    ).toBe(theirs.id);
  });
});

describe("automatic names", () => {
  it("are short and say what was done, never stacked", async () => {
    const { key } = await svc.newAccount();
    const knight = (await generated(svc, key, {
      prompt: "a brave knight in silver armor",
      width: 64,
      height: 64,
    })) as unknown as { id: string; title: string; prompt: string };
    expect(knight.title).toBe("knight");
    expect(knight.prompt).toBe("a brave knight in silver armor");
    const restyle = await svc.call("POST", "/api/restyles", {
      key,
      body: { source_generation_id: knight.id, preset: "fire" },
    });
    expect(restyle.status).toBe(202);
    await svc.drainJobs();
    const restyled = (await svc.call("GET", `/api/restyles/${restyle.body.id}`, { key })).body;
    expect(restyled.title).toBe("knight · fire restyle");
    const touched = await touchUp(key, restyled.id);
    expect(touched.title).toBe("knight · touch-up");
    const walk = await animate(key, touched.id, "Walk");
    expect(walk.title).toBe("knight · walk");
    // A name the artist gave is the line's name from then on.
    await svc.call("PATCH", `/api/sprites/${knight.id}`, { key, body: { name: "Sir Bors" } });
    expect((await touchUp(key, knight.id)).title).toBe("Sir Bors · touch-up");
  });
});

describe("the gallery", () => {
  it("searches public names and prompts, and a public sprite's record redraws it exactly", async () => {
    const author = await svc.newAccount();
    const word = `zq${Date.now().toString(36)}`;
    const shown = (
      await svc.call("POST", "/api/sprites", {
        key: author.key,
        body: { prompt: `a ${word} knight facing east`, width: 48, height: 48, public: true },
      })
    ).body;
    await svc.call("POST", "/api/sprites", {
      key: author.key,
      body: { prompt: `a ${word} slime`, width: 32, height: 32 },
    });
    const visitor = await svc.newAccount();
    const found = await svc.call("GET", `/api/gallery?q=${word}`, { key: visitor.key });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.sprites.map((s: { id: string }) => s.id)).toEqual([shown.id]);
    const record = found.body.sprites[0];
    expect(record).toMatchObject({ direction: "east", seed: expect.any(Number) });
    expect(record.cameraPerspective).toEqual(expect.any(String));
    // The visitor's own drawing of that request and seed is the same picture, in their library.
    const before = await svc.balance(visitor.key);
    const redrawn = await svc.call("POST", "/api/sprites", {
      key: visitor.key,
      body: {
        prompt: record.prompt,
        width: record.width,
        height: record.height,
        direction: record.direction,
        camera_perspective: record.cameraPerspective,
        seed: record.seed,
      },
    });
    expect(redrawn.status).toBe(201);
    expect(redrawn.body.image.pngBase64).toBe(record.image.pngBase64);
    expect(await svc.balance(visitor.key)).toBe(before - 1);
    expect(redrawn.body).toMatchObject({ isPublic: false, parentId: null });
  });
});
