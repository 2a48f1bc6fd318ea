/** What a sealed session cookie holds. Only the server can read it. */
export interface SessionPayload {
  v: 1;
  /** The session row's id (stored hashed), which decides whether the cookie is still alive. */
  sid: string;
  /** The API key the studio sends upstream for this browser. */
  key: string;
  /** Seal time, epoch milliseconds. */
  iat: number;
}

/** Whether an unsealed value has the payload's shape (an older or foreign seal does not). */
export function isSessionPayload(value: unknown): value is SessionPayload {
  if (typeof value !== "object" || value === null) return false;
  const payload = value as Record<string, unknown>;
  return payload.v === 1 && typeof payload.sid === "string" && typeof payload.key === "string";
}
