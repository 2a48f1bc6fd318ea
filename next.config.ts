import type { NextConfig } from "next";

/**
 * The studio's pages: everything from this origin, nothing from anywhere else, never framed.
 * Next inlines its bootstrap scripts, hence 'unsafe-inline' for scripts (a nonce would make every
 * page dynamic); React's style attributes need it for styles. Sprites are shown from data: and
 * blob: URLs, and konva draws on canvases, which need nothing more. `next dev` also evaluates
 * code for its overlay and refresh.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** API answers are JSON: they may load nothing and be framed by nothing. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const BROWSER_HEADERS = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Not no-referrer: under it browsers send `Origin: null` on same-origin POSTs, and the CSRF
  // check compares `Origin` with PUBLIC_URL.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];

const nextConfig: NextConfig = {
  // sharp and PGlite load native/WASM assets at run time, and piscina starts its threads from
  // its own files: keep them out of the server bundle.
  serverExternalPackages: ["sharp", "@electric-sql/pglite", "pg", "piscina"],
  poweredByHeader: false,
  reactStrictMode: true,
  // When several entries match, the later one's value for a header wins: /api replaces the CSP.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...BROWSER_HEADERS, { key: "Content-Security-Policy", value: PAGE_POLICY }],
      },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_POLICY }] },
    ];
  },
};

export default nextConfig;
