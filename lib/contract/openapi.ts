import { type Endpoint, type EndpointId, endpoints } from "./endpoints";
import { PRICES, type PriceBook } from "./operations";
import { markExclusiveUnions } from "./oas/exclusive-unions";
import { IDEMPOTENCY_KEY_PARAMETER, operation } from "./oas/operation";
import { HEADERS } from "./oas/responses";
import { SchemaBook } from "./oas/schema-book";
import type { Json } from "./oas/zod-json";

const DESCRIPTION = `The Pixel-Art Sprite Generation Service API as implemented by Spritewright's embedded, procedural engine, plus its extensions (keys, gallery, jobs list, asset packs, idempotency) and its admin API.

Every error is JSON of the \`Error\` schema; clients branch on \`code\`. Each operation lists the codes it can answer with under each status.

Through the studio (the Next.js app in front of the service) two more answers are possible on any operation: 502 \`upstream_unavailable\` when the studio runs against a remote service (SPRITE_API_URL) it cannot reach, and 429 \`rate_limited\` for local sign-ups from one address over their hourly allowance.`;

/** Tag descriptions; every endpoint's tag must have one. */
const TAGS: Record<string, string> = {
  Account: "The calling account: balance, limits and what each asset type costs.",
  Sprites: "Generate, import, list and read sprites and animations.",
  Palettes: "Propose palettes from a prompt, save them, and generate with them.",
  Jobs: "Long operations (animations, restyles, combines): start, poll, cancel, list.",
  "Asset packs": "Plan a set of assets from one prompt, approve its price, run it.",
  Edits: "Synchronous edits of an existing sprite, each a new record.",
  Gallery: "Sprites their owners made public.",
  Keys: "Your API keys.",
  Admin: "Operator API, enabled by ADMIN_TOKEN.",
  Meta: "This document.",
};

function build(prices: PriceBook): Json {
  const book = new SchemaBook();
  const paths: Record<string, Record<string, Json>> = {};
  const used = new Set<string>();
  for (const [id, endpoint] of Object.entries(endpoints) as [EndpointId, Endpoint][]) {
    if (!TAGS[endpoint.tag]) throw new Error(`tag "${endpoint.tag}" has no description`);
    used.add(endpoint.tag);
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(id, endpoint, book, prices);
    paths[endpoint.path] = item;
  }
  const { schemas, link } = book.finish();
  const document: Json = {
    openapi: "3.1.0",
    info: { title: "Spritewright sprite service", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: "/", description: "The host that serves this document." }],
    tags: Object.entries(TAGS)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths: link(paths),
    components: {
      schemas,
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      headers: HEADERS,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key, `sw_sk_` and 32 letters or digits.",
        },
        adminToken: {
          type: "http",
          scheme: "bearer",
          description: "The service's ADMIN_TOKEN.",
        },
      },
    },
  };
  return deepFreeze(markExclusiveUnions(document, schemas));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const cached = new WeakMap<PriceBook, Json>();

/**
 * The OpenAPI 3.1 document for the whole API, built from `lib/contract` and the price book
 * (operations state their prices). It depends on nothing else, so it is built once per book
 * and the same frozen object is returned after that; clone it before changing it.
 */
export function buildOpenApiDocument(prices: PriceBook = PRICES): Json {
  let document = cached.get(prices);
  if (!document) {
    document = build(prices);
    cached.set(prices, document);
  }
  return document;
}
