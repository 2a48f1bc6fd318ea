/** What a sealed session cookie holds. Only the server can read it. */
export interface SessionPayload {
  v: 1;
  /** The session row's id (stored hashed), which decides whether the cookie is still alive. */
  sid: string;
  /** The API key the studio sends upstream for this browser. */
  key: string;
  /** Seal time, epoch milliseconds. */
  iat: number;
  /**
   * How the key reached this session: `created` with a local account on this studio (shown
   * once, never pasted since), or `pasted` at sign-in. Sealed in with the key, so it costs no
   * read and cannot be altered; sessions sealed before it existed have none.
   */
  keyFrom?: KeyFrom;
}

export type KeyFrom = "created" | "pasted";

/** Whether an unsealed value has the payload's shape (an older or foreign seal does not). */
export function isSessionPayload(value: unknown): value is SessionPayload {
  if (typeof value !== "object" || value === null) return false;
  const payload = value as Record<string, unknown>;
  return payload.v === 1 && typeof payload.sid === "string" && typeof payload.key === "string";
}
