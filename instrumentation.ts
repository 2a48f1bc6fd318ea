/**
 * Next calls `register()` once when the server starts (never during `next build`). The studio
 * opens here, in the Node.js runtime only, and takes over Ctrl-C: see `lib/gateway/lifecycle`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startStudioProcess } = await import("@/lib/gateway/lifecycle");
  await startStudioProcess();
}
