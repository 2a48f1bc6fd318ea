import { DataDirLockedError } from "./store/lock";

/** A shutdown still unfinished after this long exits anyway (code 1). */
export const SHUTDOWN_TIMEOUT_MS = 30_000;
/**
 * Repeats of the first signal within this window are the same Ctrl-C arriving by several paths
 * (the terminal signals the whole process group, and `npm`/`npm start` forward it too); a
 * signal after it means "stop now".
 */
const REPEAT_WINDOW_MS = 2_000;

/**
 * Stops the process cleanly on SIGINT (Ctrl-C) and SIGTERM: runs `close` (workers stop
 * claiming and finish or hand back their jobs, renders stop, the database closes and its
 * directory's lock is released), then exits 0. A second signal later than the first's echoes
 * exits at once; so does a shutdown that takes longer than `SHUTDOWN_TIMEOUT_MS`.
 */
export function closeOnSignals(name: string, close: () => Promise<void>): void {
  let firstAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    const code = signal === "SIGINT" ? 130 : 143;
    if (firstAt) {
      if (Date.now() - firstAt < REPEAT_WINDOW_MS) return;
      console.error(`[${name}] ${signal} again: exiting without waiting`);
      process.exit(code);
    }
    firstAt = Date.now();
    console.log(`[${name}] ${signal}: finishing jobs in hand and closing the database`);
    const deadline = setTimeout(() => {
      console.error(`[${name}] shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    close().then(
      () => {
        console.log(`[${name}] stopped`);
        process.exit(0);
      },
      (error) => {
        console.error(`[${name}] shutdown failed:`, error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

/**
 * Prints why the process cannot start and exits 1. A data directory in use by another process
 * is a plain sentence (what to do), not a stack trace.
 */
export function exitOnStartFailure(name: string, error: unknown): never {
  if (error instanceof DataDirLockedError) console.error(`${name}: ${error.message}`);
  else console.error(`${name}: could not start:`, error);
  process.exit(1);
}
