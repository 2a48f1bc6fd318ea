import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals small JSON payloads into cookie-safe text with AES-256-GCM (confidential and
 * tamper-evident). The key is derived once from the secret, so a seal or unseal costs a few
 * microseconds, not the ~0.6 ms of a per-call key derivation (the cookie path must cost at most
 * 1.2× a Bearer call). Any tampering, truncation or other secret unseals to null.
 */
export class Sealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "spritewright", "session-cookie-v1", 32));
  }

  seal(payload: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  unseal<T>(sealed: string): T | null {
    try {
      const raw = Buffer.from(sealed, "base64url");
      if (raw.length < 29) return null;
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
        "utf8",
      );
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }
}
