import { BOUNDS } from "@/lib/contract/operations";
import { RetryLaterError } from "../errors";

/**
 * Who is waiting for a render: a synchronous request (a client holds a connection open for it)
 * or a job worker (its client polls).
 */
export type RenderLane = "request" | "job";

/** How many renders run at once, and how many synchronous ones may wait for a slot. */
export interface AdmissionLimits {
  slots: number;
  maxWaiting: number;
  retryAfterSeconds: number;
}

export const defaultAdmissionLimits = (threads: number): AdmissionLimits => ({
  // With no threads, renders run on the event loop one at a time.
  slots: Math.max(1, threads),
  maxWaiting: BOUNDS.renderQueue.maxWaiting,
  retryAfterSeconds: BOUNDS.renderQueue.retryAfterSeconds,
});

/**
 * Admission control in front of the render threads. At most `slots` renders run at once (one per
 * thread, so a render handed to the pool starts at once and its time limit counts from then);
 * the rest wait here in two lanes. Synchronous requests may wait up to `maxWaiting` deep: one
 * more is refused at once with 503 `service_busy` and `Retry-After`, before anything is charged,
 * instead of joining a queue that would outlast its time limit. Job renders are never refused
 * (each job worker waits for one render at a time, so that lane is bounded by the workers).
 * When a slot frees and both lanes wait, they take turns, so a flood of free synchronous
 * renders cannot starve queued jobs, nor jobs starve requests.
 */
export class RenderAdmission {
  private running = 0;
  private readonly waiting: Record<RenderLane, Array<() => void>> = { request: [], job: [] };
  private lastServed: RenderLane = "job";

  constructor(readonly limits: AdmissionLimits) {}

  /** Renders running now, and waiting per lane (for tests and the bench). */
  get load() {
    return {
      running: this.running,
      request: this.waiting.request.length,
      job: this.waiting.job.length,
    };
  }

  /**
   * Resolves when a render of `lane` may start, with the function that gives its slot back
   * (call it exactly once, when the render ends, however it ends). Throws 503 `service_busy`
   * for a request over the bound.
   */
  async acquire(lane: RenderLane): Promise<() => void> {
    // A request waits only when every slot is taken (the lanes drain whenever one frees).
    if (lane === "request" && this.waiting.request.length >= this.limits.maxWaiting) {
      const seconds = this.limits.retryAfterSeconds;
      throw new RetryLaterError(
        "service_busy",
        `Every render thread is busy and ${this.limits.maxWaiting} renders are waiting; retry in ${seconds} s. Nothing was charged.`,
        seconds,
        { retry_after: seconds },
      );
    }
    await new Promise<void>((resolve) => {
      this.waiting[lane].push(resolve);
      this.dispatch();
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.dispatch();
    };
  }

  /** Starts waiting renders while slots are free, the lanes taking turns. */
  private dispatch(): void {
    while (this.running < this.limits.slots) {
      const other: RenderLane = this.lastServed === "job" ? "request" : "job";
      const lane = this.waiting[other].length > 0 ? other : this.lastServed;
      const next = this.waiting[lane].shift();
      if (!next) return;
      this.lastServed = lane;
      this.running++;
      next();
    }
  }
}
