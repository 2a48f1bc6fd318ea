import { isIPv6 } from "node:net";
import type { Env } from "@/lib/service/config";
import { hostnameOf, isLoopbackName } from "@/lib/session/loopback";

/**
 * Who is asking, as far as the sign-up throttle can tell; `null` means a process on this
 * machine, which no throttle can tell apart from another and which could use DATA_DIR anyway.
 *
 * Next 16 gives a route handler no socket address. Under `next start` it only fills
 * `X-Forwarded-For` with the peer's address when the request carries none, so a client can
 * write the value itself. Hence:
 * - TRUST_PROXY = n: the n-th entry from the right, which the outermost trusted proxy appended
 *   (a client can only add entries to the left of it); IPv6 addresses count per /64, the block
 *   one subscriber gets.
 * - a loopback HOST, no proxy declared: a request is local when its `Host` and every
 *   `X-Forwarded-For` entry name loopback. Anything else came through a proxy nobody declared.
 * - otherwise clients cannot be told apart: they share one bucket, `"unverified"`.
 */
export function signupClient(
  request: Request,
  env: Pick<Env, "HOST" | "TRUST_PROXY">,
): string | null {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (env.TRUST_PROXY > 0) {
    const entry = forwarded[forwarded.length - env.TRUST_PROXY];
    return entry ? addressBucket(entry) : "unverified";
  }
  if (isLoopbackName(env.HOST)) {
    const host = hostnameOf(request.headers.get("host") ?? new URL(request.url).host);
    const local =
      host !== null &&
      isLoopbackName(host) &&
      forwarded.every((entry) => isLoopbackName(stripPort(entry)));
    if (local) return null;
  }
  return "unverified";
}

/** `1.2.3.4:5678` and `[::1]:443` as some proxies write them, without the port. */
function stripPort(entry: string): string {
  const bracketed = entry.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) return bracketed[1];
  const v4 = entry.match(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/);
  return v4?.[1] ?? entry;
}

function addressBucket(entry: string): string {
  const address = stripPort(entry).toLowerCase();
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of an IPv6 address (no embedded IPv4 part, handled above). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map(
    (part) => part.replace(/^0+(?=.)/, "") || "0",
  );
}
