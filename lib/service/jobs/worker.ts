import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../context";
import { claimNextJob, exhaustedJobIds } from "./claim";
import { completeJob, failJob, renewLease } from "./finish";
import { releaseLease } from "./release";
import { ApiError } from "../errors";
import { JobAborted, JobFailure, type JobHandler, type JobRow } from "./types";

export interface WorkerOptions {
  /** How long a claim lasts without a heartbeat; a killed worker's job is retaken after it. */
  leaseMs: number;
  /** Idle wait between claim attempts. */
  pollMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { leaseMs: 30_000, pollMs: 250 };

/** How long a shutting-down worker waits for the job in hand before handing it back. */
export const DRAIN_MS = 10_000;

/**
 * One job worker: claim, render outside any transaction, finish in one short transaction.
 * A heartbeat renews the lease while the handler runs; losing the lease (cancel, takeover)
 * makes the worker drop its result.
 */
export class JobWorker {
  readonly id = `worker-${randomUUID()}`;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** The job in hand; `lost` set means its result must be dropped. */
  private current: { job: JobRow; lost: boolean } | undefined;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly handlers: Partial<Record<string, JobHandler>>,
    private readonly options: WorkerOptions = DEFAULT_WORKER_OPTIONS,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Stops claiming and waits up to `drainMs` for the job in hand to finish; a job still running
   * then is handed back to the queue (`releaseLease`) and its late result dropped, so another
   * worker (or this service's next start) runs it.
   */
  async stop(drainMs = DRAIN_MS): Promise<void> {
    this.running = false;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      this.loop?.then(() => true) ?? true,
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), drainMs);
      }),
    ]);
    clearTimeout(timer);
    const current = this.current;
    if (drained || !current) return;
    current.lost = true;
    if (await releaseLease(this.ctx.db, current.job.id, this.id)) {
      console.log(`[jobs] ${this.id} handed job ${current.job.id} back to the queue`);
    }
  }

  /**
   * Fails and refunds the jobs that lost their worker too often, then claims and runs at most
   * one job; true when there was one. The sweep runs before every claim, not only when the
   * queue is empty, so "after 3 lost leases the job fails and refunds" holds under sustained
   * load too.
   */
  async tick(): Promise<boolean> {
    const now = this.ctx.now();
    for (const id of await exhaustedJobIds(this.ctx.db, now)) {
      await failJob(
        this.ctx.db,
        id,
        {
          code: "provider_failure",
          message: "The job lost its worker too many times; tokens were refunded.",
        },
        now,
      );
    }
    const job = await claimNextJob(this.ctx.db, this.id, this.options.leaseMs, now);
    if (!job) return false;
    await this.runJob(job);
    return true;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.tick();
      } catch (error) {
        console.error(`[jobs] ${this.id} loop error:`, error);
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private async runJob(job: JobRow): Promise<void> {
    const { db } = this.ctx;
    const handler = this.handlers[job.type];
    if (!handler) {
      await failJob(
        db,
        job.id,
        {
          code: "provider_failure",
          message: `No renderer for ${job.type} jobs; tokens were refunded.`,
        },
        this.ctx.now(),
        this.id,
      );
      return;
    }
    const state = { job, lost: false };
    this.current = state;
    const heartbeat = setInterval(
      () => {
        if (state.lost) return;
        renewLease(db, job.id, this.id, this.options.leaseMs, this.ctx.now())
          .then((held) => {
            if (!held) state.lost = true;
          })
          .catch(() => undefined);
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    try {
      const output = await handler(job, {
        workerId: this.id,
        progress: async (fraction) => {
          if (state.lost) return false;
          const held = await renewLease(
            db,
            job.id,
            this.id,
            this.options.leaseMs,
            this.ctx.now(),
            Math.min(1, Math.max(0, fraction)),
          );
          if (!held) state.lost = true;
          return held;
        },
      });
      if (!state.lost) await completeJob(db, job, this.id, output, this.ctx.now());
    } catch (error) {
      if (error instanceof JobAborted || state.lost) return;
      // A refusal the job raised on purpose keeps its code and words; anything else is a
      // failed render, reported without its internals.
      const known = error instanceof JobFailure || error instanceof ApiError;
      const failure = known
        ? { code: error.code, message: error.message }
        : { code: "provider_failure", message: "The render failed; tokens were refunded." };
      if (!known) console.error(`[jobs] ${job.type} ${job.id} failed:`, error);
      await failJob(db, job.id, failure, this.ctx.now(), this.id);
    } finally {
      clearInterval(heartbeat);
      if (this.current === state) this.current = undefined;
    }
  }
}
