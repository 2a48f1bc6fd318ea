import { z } from "zod";
import { MAX_BODY_BYTES } from "../constants";
import { BOUNDS } from "../operations";
import { type Endpoint, type EndpointId, takesIdempotencyKey } from "../endpoints";
import { ERROR_STATUS, type ErrorCode } from "../errors";

/** One error code an operation can answer with, and when. */
export interface Refusal {
  code: ErrorCode;
  when: string;
}

/**
 * Refusals an endpoint's fields do not imply: running a pack re-prices it and refuses a total
 * that no longer holds; a touch-up preview renders while the client waits, like the touch-up,
 * but charges and stores nothing.
 */
const EXTRA_CONFLICTS: Partial<Record<EndpointId, Refusal[]>> = {
  runPack: [
    {
      code: "price_changed",
      when: "the approved total no longer matches the plan's price; fetch the pack and approve its new total",
    },
  ],
  touchUpPreview: [
    {
      code: "service_busy",
      when: "every render thread is busy and the renders waiting for one are at their bound; retry after `Retry-After` seconds",
    },
    { code: "provider_failure", when: "the render failed; nothing is charged for a preview" },
  ],
};

/** Free endpoints that store an upload as a sprite, and so count against the storage quota. */
const STORES_UPLOAD = new Set<EndpointId>(["importSprite", "createVersion"]);

/** Body fields that name existing records (`source_generation_id`, `palette_id`, ...). */
export function recordFields(endpoint: Endpoint): string[] {
  const body = endpoint.body;
  if (!(body instanceof z.ZodObject)) return [];
  return Object.keys(body.shape).filter((name) => name.endsWith("_id"));
}

export { takesIdempotencyKey };

const quoted = (list: string[]) => list.map((name) => `\`${name}\``).join(", ");

/**
 * Every error the service can answer an operation with, grouped by HTTP status, derived from the
 * endpoint's fields. 502 is left out: only the studio's gateway sends it, for every operation
 * alike, so the document states it once.
 */
export function refusals(id: EndpointId, endpoint: Endpoint): Map<number, Refusal[]> {
  const list: Refusal[] = [];
  const add = (errorCode: ErrorCode, when: string) => list.push({ code: errorCode, when });
  // Every method but GET changes something; POST and PATCH also carry a body that is read.
  const isWrite = endpoint.method !== "GET";
  const readsBody = endpoint.method === "POST" || endpoint.method === "PATCH";
  const idempotent = takesIdempotencyKey(endpoint);
  const records = recordFields(endpoint);
  const pathIds = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`);

  const checked = [endpoint.body && "body", endpoint.query && "query"].filter(Boolean);
  if (checked.length > 0 || idempotent) {
    const parts = [
      ...(checked.length > 0
        ? [
            `the ${checked.join(" or ")} failed validation (\`details\` lists one ValidationIssue per field) or was refused on its meaning`,
          ]
        : []),
      ...(idempotent ? ["the `Idempotency-Key` header is malformed"] : []),
    ];
    add("invalid_request", parts.join("; or "));
  }
  if (endpoint.auth === "key") {
    add("invalid_api_key", "the bearer API key is missing or not recognised");
    add("api_key_revoked", "the API key was revoked or has expired");
  }
  if (endpoint.auth === "admin") {
    add("invalid_api_key", "the bearer token is missing or is not the service's ADMIN_TOKEN");
  }
  if (isWrite && endpoint.auth !== "none") {
    add(
      "cross_origin_request",
      "sent through the studio with its session cookie, from another origin",
    );
  }
  if (endpoint.paid) {
    add("insufficient_tokens", "the balance cannot pay for it; nothing was made or charged");
  }
  const missing =
    endpoint.auth === "admin"
      ? ["the admin API is off (no ADMIN_TOKEN is set), or the account or key does not exist"]
      : [
          ...(pathIds.length > 0
            ? [`no ${quoted(pathIds)} of yours exists (another account's id reads as none)`]
            : []),
          ...(records.length > 0 ? [`no record of yours matches ${quoted(records)}`] : []),
        ];
  if (missing.length > 0) add("not_found", missing.join("; or "));
  add("method_not_allowed", "the path exists but not with this method; `Allow` lists its methods");
  if (idempotent) {
    add("idempotency_mismatch", "the `Idempotency-Key` was used before for a different request");
    add("request_in_progress", "the first request with this `Idempotency-Key` is still running");
  }
  if (endpoint.path.endsWith("/cancel")) add("not_cancellable", "it had already finished");
  for (const extra of EXTRA_CONFLICTS[id] ?? []) list.push(extra);
  if (readsBody) {
    add(
      "payload_too_large",
      `the body is over the ${MAX_BODY_BYTES / 1024 / 1024} MiB limit; refused before it is read`,
    );
    add("unsupported_media_type", "a body that is not `application/json`; refused unread");
  }
  if (endpoint.promptFields?.length) {
    add(
      "nsfw_prompt",
      `the content filter refused ${quoted([...endpoint.promptFields])}; nothing was charged or stored`,
    );
  }
  // A 202 queues a job (animations, restyles, combines, pack runs).
  const queuesJob = endpoint.success.status === 202;
  if (endpoint.auth === "key") {
    add(
      "rate_limited",
      `over the key's per-minute limit; retry after \`Retry-After\` seconds (\`details\`: \`{ limit, retry_after }\`)${queuesJob ? `; or the account already has ${BOUNDS.jobs.maxQueuedPerAccount} jobs queued or running (nothing was charged)` : ""}`,
    );
  }
  if (endpoint.rendersNow || queuesJob || STORES_UPLOAD.has(id)) {
    add(
      "storage_quota_exceeded",
      `the account's library is at its storage quota (${BOUNDS.storage.maxSprites} sprites or ${BOUNDS.storage.maxBytes / 1024 / 1024} MiB); nothing was stored or charged`,
    );
  }
  if (endpoint.rendersNow) {
    add(
      "service_busy",
      "every render thread is busy and the renders waiting for one are at their bound; retry after `Retry-After` seconds, nothing was charged",
    );
  }
  add(
    "internal_error",
    `an unexpected failure, logged and not described${endpoint.paid ? "; nothing was charged" : ""}`,
  );
  if (endpoint.rendersNow) {
    add("provider_failure", "the render failed; the tokens it charged were refunded");
  }

  const byStatus = new Map<number, Refusal[]>();
  for (const refusal of list) {
    const status = ERROR_STATUS[refusal.code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), refusal]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
