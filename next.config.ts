import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // sharp and PGlite load native/WASM assets at run time: keep them out of the server bundle.
  serverExternalPackages: ["sharp", "@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
