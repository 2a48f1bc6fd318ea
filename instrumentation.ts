/**
 * Next calls `register()` once when the server starts (never during `next build`), before it
 * answers anything. The studio opens here, in the Node.js runtime only, and takes over Ctrl-C
 * (see `lib/gateway/lifecycle`); TRACE, which would reach Next and be answered 500 text/plain,
 * is answered 405 with Allow instead.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { answerUnsupportedMethods } = await import("./lib/gateway/unsupported-methods");
  answerUnsupportedMethods();
  const { startStudioProcess } = await import("@/lib/gateway/lifecycle");
  await startStudioProcess();
}
