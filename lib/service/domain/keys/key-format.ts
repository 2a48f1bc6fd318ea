import { createHash, randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const KEY_PREFIX = "sw_sk_";

/** `sw_sk_` + 32 base62 characters from the CSPRNG, unbiased (bytes ≥ 248 are redrawn). */
export function generateApiKey(): string {
  let body = "";
  while (body.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && body.length < 32) body += ALPHABET[byte % 62];
    }
  }
  return KEY_PREFIX + body;
}

/** Keys are stored and looked up only by this hash. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** What a person sees of a key after creation: enough to tell keys apart. */
export function displayPrefix(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}…`;
}
