// `npm start`: install dependencies and build when stale, then serve the production build.
import { ensureBuild, ensureDeps, runNode, trapSignals } from "./lib/ensure.mjs";

// SIGINT/SIGTERM go to whichever child runs (npm install, next build, next start). run()
// spawns node directly, no shell in between, so the signal reaches next's real pid (a shell
// wrapper would not pass it on) and the server can close its database cleanly.
const interrupted = trapSignals();

try {
  await ensureDeps();
  await ensureBuild();
  const host = process.env.HOST || "127.0.0.1";
  const port = process.env.PORT || "3000";
  // NEXT_MANUAL_SIG_HANDLE: next leaves SIGINT/SIGTERM to the app (instrumentation.ts), which
  // finishes or hands back jobs, closes the database and releases its lock before exiting 0.
  await runNode("node_modules/next/dist/bin/next", ["start", "-H", host, "-p", port], {
    env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" },
  });
} catch (err) {
  // A server stopped by our own forwarded signal is a normal shutdown, not a failure.
  if (!interrupted()) {
    console.error(`start: ${err.message}`);
    process.exit(1);
  }
}
