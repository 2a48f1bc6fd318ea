/**
 * Whether a host name or address can only mean this machine: `localhost` and its subdomains
 * (browsers resolve them to loopback themselves, so no DNS answer can point them elsewhere),
 * 127.0.0.0/8, `::1` and IPv4-mapped 127.x. Brackets of an IPv6 literal are allowed.
 */
export function isLoopbackName(name: string): boolean {
  const host = name
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1") return true;
  return /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The host name of a `Host` header value or an origin; null when it does not parse. */
export function hostnameOf(hostOrOrigin: string): string | null {
  try {
    return new URL(hostOrOrigin.includes("://") ? hostOrOrigin : `http://${hostOrOrigin}`).hostname;
  } catch {
    return null;
  }
}
