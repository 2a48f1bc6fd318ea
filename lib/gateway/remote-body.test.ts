import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/contract/constants";
import { readEnv } from "@/lib/service/config";
import { forwardApiRequest } from "./forward";
import { createStudio, type Studio } from "./studio";

/**
 * Request bodies in remote mode, against a real HTTP server on this machine standing in for
 * the remote upstream (the boundary we do not own): it records every request it receives and
 * answers each with a small JSON body.
 */
interface Received {
  method: string;
  path: string;
  bytes: number;
  sha256: string;
}
const received: Received[] = [];
let server: Server;
let studio: Studio;

beforeAll(async () => {
  server = createServer((req, res) => {
    const hash = createHash("sha256");
    let bytes = 0;
    req.on("data", (chunk: Buffer) => {
      bytes += chunk.byteLength;
      hash.update(chunk);
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        bytes,
        sha256: hash.digest("hex"),
      });
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  studio = await createStudio(
    readEnv({
      SPRITE_API_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: "memory://",
      SESSION_SECRET: "remote-body-test-secret-0123456789abcdef",
    }),
  );
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/**
 * A body produced on demand, `size` bytes in 64 KiB chunks, counting what the gateway pulled:
 * a gateway that reads the whole body pulls all of it.
 */
function lazyBody(size: number) {
  const chunk = 64 * 1024;
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      const length = Math.min(chunk, size - state.pulled);
      state.pulled += length;
      controller.enqueue(new Uint8Array(length).fill(0x7b));
    },
  });
  return { stream, state };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1:3000/api/sprites/import", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const BEARER = { authorization: "Bearer sw_sk_remote_body_test" };
const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;

describe("remote mode reads request bodies within the 2 MiB limit", () => {
  it("a streamed body over the limit is refused with 413 once the limit is passed; the rest is never read", async () => {
    const before = received.length;
    const { stream, state } = lazyBody(64 * MIB);
    const response = await forwardApiRequest(studio, post(stream, BEARER));
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.code).toBe("payload_too_large");
    expect(typeof body.message).toBe("string");
    // At most the limit and the chunk that crossed it (plus what the stream buffers ahead).
    expect(state.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * 64 * 1024);
    expect(received.length).toBe(before);
  });

  it("a declared Content-Length over the limit is refused before a byte is read", async () => {
    const before = received.length;
    const { stream, state } = lazyBody(64 * MIB);
    const response = await forwardApiRequest(
      studio,
      post(stream, { ...BEARER, "content-length": String(1.5 * GIB) }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(received.length).toBe(before);
  });

  it("a write with no credential is refused with 401 before its body is read", async () => {
    const before = received.length;
    const { stream, state } = lazyBody(64 * MIB);
    const response = await forwardApiRequest(studio, post(stream));
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("invalid_api_key");
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(received.length).toBe(before);
  });

  it("a body within the limit reaches the upstream byte for byte", async () => {
    const before = received.length;
    const payload = new Uint8Array(MAX_BODY_BYTES);
    for (let i = 0; i < payload.length; i++) payload[i] = (i * 31) & 0xff;
    const response = await forwardApiRequest(studio, post(payload, BEARER));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, bytes: MAX_BODY_BYTES });
    expect(received.slice(before)).toEqual([
      {
        method: "POST",
        path: "/api/sprites/import",
        bytes: MAX_BODY_BYTES,
        sha256: createHash("sha256").update(payload).digest("hex"),
      },
    ]);
  });
});
