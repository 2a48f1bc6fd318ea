/**
 * Runs once when the studio's server starts, before it answers anything.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // TRACE would reach Next and be answered 500 text/plain: answer 405 with Allow instead.
  const { answerUnsupportedMethods } = await import("./lib/gateway/unsupported-methods");
  answerUnsupportedMethods();
}
