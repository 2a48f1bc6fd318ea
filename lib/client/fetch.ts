import type { z } from "zod";

/** A non-2xx answer from the API, or a body that broke the contract. Clients branch on `code`. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** Seconds to wait, from `Retry-After` on a 429. */
  readonly retryAfter?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }

  /** Validation issues (`details: [{ path, message }]`) when the server sent them. */
  get issues(): { path: string; message: string }[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (d): d is { path: string; message: string } =>
        typeof d === "object" && d !== null && "path" in d && "message" in d,
    );
  }
}

/** Codes that mean the cookie no longer stands for a usable key. */
const SIGNED_OUT_CODES = new Set(["invalid_api_key", "api_key_revoked"]);

/**
 * A contract schema, loaded on first use. zod is about 35 kB of gzip: imported eagerly it would
 * push every studio route past its 200 kB first-load budget, so schemas come in a separate chunk
 * that downloads while the first request is in flight.
 */
export type SchemaLoader<S extends z.ZodType = z.ZodType> = () => Promise<S>;

export interface ApiFetchInit extends Omit<RequestInit, "body"> {
  /** A JSON body: serialised here, with the content type set. */
  json?: unknown;
  /** Validates the 2xx body; the result is typed by the schema. */
  schema?: SchemaLoader;
  /**
   * Whether a 401/403 auth error means "the session is gone" (default true). Sign-in turns it
   * off: there a 401 is the answer to show next to the form, not a reason to navigate.
   */
  signOutOnAuthError?: boolean;
}

let signingOut = false;

/**
 * A deliberate sign-out has begun: a 401 that a still-mounted query meets on the way must not
 * start a second navigation to /login, which could land after the first and cut off whatever
 * the artist (or a test) does next on the login page.
 */
export function markSigningOut() {
  signingOut = true;
}

/**
 * Ends the session and lands on /login. The DELETE clears the cookie first: if only the key was
 * revoked the server-side session would still count as signed in, and /login would bounce back
 * to / in a loop.
 */
export function leaveForLogin() {
  if (signingOut || typeof window === "undefined") return;
  signingOut = true;
  fetch("/api/session", { method: "DELETE", keepalive: true })
    .catch(() => undefined)
    .finally(() => window.location.replace("/login"));
}

export async function apiFetch<S extends z.ZodType>(
  path: string,
  init: ApiFetchInit & { schema: SchemaLoader<S> },
): Promise<z.output<S>>;
export async function apiFetch<T = unknown>(path: string, init?: ApiFetchInit): Promise<T>;
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<unknown> {
  const { json, schema, signOutOnAuthError = true, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (json !== undefined) requestHeaders.set("Content-Type", "application/json");

  // Started before the request so the schema chunk and the response arrive together.
  const loading = schema?.().catch(() => {
    throw new ApiClientError(
      0,
      "client_error",
      "Part of the studio failed to load: reload the page.",
    );
  });
  // A rejection is handled where it is awaited; this only stops an "unhandled" report meanwhile.
  loading?.catch(() => undefined);

  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: requestHeaders,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (cause) {
    // An aborted query is not a network failure: let react-query see the AbortError.
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiClientError(0, "network_error", "The studio server could not be reached.");
  }

  const body = await readJson(response);

  if (!response.ok) {
    const error = toError(response.status, body, response.headers.get("Retry-After"));
    if (
      signOutOnAuthError &&
      (response.status === 401 || response.status === 403) &&
      SIGNED_OUT_CODES.has(error.code)
    ) {
      leaveForLogin();
    }
    throw error;
  }

  if (!loading) return body;
  const parsed = (await loading).safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join(".") || "(root)"}: ${first.message}` : "";
    throw new ApiClientError(
      response.status,
      "unexpected_response",
      `The server's answer did not match the API contract (${where}).`,
    );
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown, retryAfterHeader: string | null): ApiClientError {
  const seconds = retryAfterHeader === null ? Number.NaN : Number(retryAfterHeader);
  const retryAfter = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  if (typeof body === "object" && body !== null && "code" in body && "message" in body) {
    const { code, message, details } = body as {
      code: unknown;
      message: unknown;
      details?: unknown;
    };
    return new ApiClientError(status, String(code), String(message), details, retryAfter);
  }
  return new ApiClientError(
    status,
    "http_error",
    `The server answered ${status}.`,
    undefined,
    retryAfter,
  );
}

/**
 * For react-query `retry` on reads: a client error (4xx) will not change on a retry, except a
 * rate limit, which passes; fast scrolling through a large library can meet one.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status === 429) return failureCount < 3;
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Waits as long as `Retry-After` asks (capped), else backs off exponentially. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiClientError && error.retryAfter !== undefined) {
    return Math.min(error.retryAfter, 60) * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, 10_000);
}
