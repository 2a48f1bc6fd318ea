import { sql } from "drizzle-orm";
import sharp from "sharp";
import { forwardApiRequest } from "@/lib/gateway/forward";
import { signIn } from "@/lib/gateway/session-endpoints";
import { createStudio } from "@/lib/gateway/studio";
import { readEnv } from "@/lib/service/config";
import type { TestService } from "@/lib/service/testing";
import { readCookie, SESSION_COOKIE } from "@/lib/session/cookie";
import { ms, row, time, timeSideBySide } from "./stats";

const ORIGIN = "http://127.0.0.1:3000";

/** Gateway overhead: the cookie path against a Bearer call, side by side, in-process. */
export async function benchGateway(svc: TestService) {
  const studio = await createStudio(
    readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "b".repeat(40) }),
    { service: svc.service },
  );
  const { key } = await svc.newAccount({ rate_limit_per_minute: 100_000 });
  const signed = await signIn(
    studio,
    new Request(`${ORIGIN}/api/session`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ api_key: key }),
    }),
  );
  const cookie = readCookie(signed.headers.get("set-cookie"))!;
  const png = await sharp({
    create: { width: 32, height: 32, channels: 4, background: "#335577ff" },
  })
    .png()
    .toBuffer();
  for (let i = 0; i < 20; i++)
    await svc.call("POST", "/api/sprites/import", { key, body: { image: png.toString("base64") } });

  console.log("\nGateway overhead (in-process, PGlite unless DATABASE_URL)");
  for (const path of ["/api/me", "/api/sprites"]) {
    const bearer = { authorization: `Bearer ${key}` };
    const viaCookie = { cookie: `${SESSION_COOKIE}=${cookie}` };
    const t = await timeSideBySide(1500, {
      direct: () =>
        svc.service
          .handle(new Request(`${ORIGIN}${path}`, { headers: bearer }))
          .then((r) => r.arrayBuffer()),
      bearer: () =>
        forwardApiRequest(studio, new Request(`${ORIGIN}${path}`, { headers: bearer })).then((r) =>
          r.arrayBuffer(),
        ),
      cookie: () =>
        forwardApiRequest(studio, new Request(`${ORIGIN}${path}`, { headers: viaCookie })).then(
          (r) => r.arrayBuffer(),
        ),
    });
    row(`${path} service direct (Bearer)`, ms(t.direct!));
    row(`${path} gateway, Bearer pass-through`, ms(t.bearer!));
    row(`${path} gateway, cookie`, ms(t.cookie!));
    row(
      `${path} cookie ÷ direct Bearer (median)`,
      `${(t.cookie!.median / t.direct!.median).toFixed(3)}× (budget 1.2×)`,
    );
  }
}

/**
 * Inserts `n` sprites for an account in bulk, in lines of edits of 4 (each line's sprites of four
 * asset types), with the running totals (sprites and lines) kept in step.
 */
async function seedSprites(svc: TestService, ownerId: string, n: number, png: Buffer) {
  const db = svc.ctx.db;
  const batch = 10_000;
  for (let done = 0; done < n; done += batch) {
    const size = Math.min(batch, n - done);
    await db.execute(sql`
      INSERT INTO sprites (id, owner_id, kind, operation, status, width, height, asset_type, title, png, created_at)
      SELECT gen_random_uuid(), ${ownerId}, 'sprite', 'import', 'completed', 32, 32,
             (ARRAY['item','tile','character','effect'])[1 + (g % 4)], 'seed ' || g, ${png}::bytea,
             now() - (g || ' seconds')::interval
      FROM generate_series(${done + 1}::int, ${done + size}::int) AS g`);
  }
  await db.execute(sql`
    INSERT INTO sprite_counts (scope, kind, asset_type, status, count)
    SELECT ${ownerId}, 'sprite', asset_type, 'completed', count(*) FROM sprites WHERE owner_id = ${ownerId} GROUP BY asset_type
    ON CONFLICT (scope, kind, asset_type, status) DO UPDATE SET count = EXCLUDED.count`);
  await db.execute(sql`
    UPDATE sprites SET root_id = line.root
    FROM (
      SELECT id, first_value(id) OVER (PARTITION BY (n - 1) / 4 ORDER BY created_at) AS root
      FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at) AS n
            FROM sprites WHERE owner_id = ${ownerId}) AS numbered
    ) AS line
    WHERE sprites.id = line.id`);
  await db.execute(sql`
    INSERT INTO sprite_line_counts (owner_id, filter, count)
    SELECT ${ownerId}::uuid, '', count(DISTINCT root_id) FROM sprites WHERE owner_id = ${ownerId}
    UNION ALL
    SELECT ${ownerId}::uuid, asset_type, count(DISTINCT root_id) FROM sprites
      WHERE owner_id = ${ownerId} GROUP BY asset_type
    ON CONFLICT (owner_id, filter) DO UPDATE SET count = EXCLUDED.count`);
  await db.execute(sql`ANALYZE sprites`);
}

/** The list queries timed at each size: plain pages, and the library's grouped ones. */
const LIST_QUERIES = [
  "",
  "?asset_type=tile",
  "?offset=500",
  "?group=line&limit=48",
  "?group=line&limit=48&asset_type=tile",
  "?group=line&limit=48&offset=192",
];

/** First-page list time at 1,000 and at 100,000 sprites. */
export async function benchListing(svc: TestService) {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 4, background: "#aa3311ff" },
  })
    .png()
    .toBuffer();
  console.log("\nList page time (GET /api/sprites, limit 20)");
  const results: Record<string, number> = {};
  for (const n of [1_000, 100_000]) {
    const { key, userId } = await svc.newAccount({ rate_limit_per_minute: 100_000 });
    const seedStart = performance.now();
    await seedSprites(svc, userId, n, png);
    row(
      `seeded ${n.toLocaleString("en")} sprites`,
      `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    for (const query of LIST_QUERIES) {
      const t = await time(200, () => svc.call("GET", `/api/sprites${query}`, { key }));
      results[`${n}${query}`] = t.median;
      row(`${n.toLocaleString("en")} sprites ${query || "(first page)"}`, ms(t));
    }
  }
  for (const query of LIST_QUERIES) {
    row(
      `ratio 100k ÷ 1k ${query || "(first page)"}`,
      `${(results[`100000${query}`]! / results[`1000${query}`]!).toFixed(2)}× (budget 1.5×)`,
    );
  }
}

/** Import throughput: sequential 64×64 PNG imports through the whole pipeline. */
export async function benchImport(svc: TestService) {
  const { key } = await svc.newAccount({ rate_limit_per_minute: 100_000 });
  const raw = Buffer.alloc(64 * 64 * 4);
  for (let i = 0; i < 64 * 64; i++)
    raw.set([(i * 5) % 256, (i * 11) % 256, (i * 3) % 256, 255], i * 4);
  const png = (
    await sharp(raw, { raw: { width: 64, height: 64, channels: 4 } })
      .png()
      .toBuffer()
  ).toString("base64");
  const t = await time(
    200,
    () => svc.call("POST", "/api/sprites/import", { key, body: { image: png } }),
    10,
  );
  console.log("\nImport throughput (64×64 PNG, sequential)");
  row("import", `${ms(t)} → ${(1000 / t.mean).toFixed(0)} imports/s`);
  // A decompression bomb is refused from its header: its refusal should cost about what a
  // small import does, not what decoding 144 megapixels would.
  const bomb = (
    await sharp({ create: { width: 12000, height: 12000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer()
  ).toString("base64");
  const refused = await time(
    20,
    () => svc.call("POST", "/api/sprites/import", { key, body: { image: bomb } }),
    3,
  );
  row("12000×12000 PNG bomb refused", ms(refused));
}
