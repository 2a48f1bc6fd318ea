import type { jobs } from "../store/schema";
import type { NewSprite } from "../domain/sprites/insert-sprite";

export type JobRow = typeof jobs.$inferSelect;
/** Rotations and normal maps are synchronous, and jobs only when redone on a newer version. */
export type JobType = "animation" | "restyle" | "combine" | "pack" | "rotation" | "normal-map";

/** What a handler produces: the result sprite, minus what the queue fills in itself. */
export type JobOutput = Omit<
  NewSprite,
  "id" | "ownerId" | "createdAt" | "status" | "tokensSpent" | "operation"
>;

export interface JobRunContext {
  /** The worker holding the job: writes a handler makes itself must be guarded by it. */
  readonly workerId: string;
  /**
   * Reports progress (0 to 1) and renews the lease. Resolves false when the job is no longer
   * this worker's (cancelled, or taken over after a lost lease): the handler should stop.
   */
  progress(fraction: number): Promise<boolean>;
}

/** Renders one job. Pure work on pixels; the queue does every database write around it. */
export type JobHandler = (job: JobRow, run: JobRunContext) => Promise<JobOutput | null>;

/** A handler's refusal that is the request's fault, reported as the job's error. */
export class JobFailure extends Error {
  constructor(
    readonly code: "provider_failure" | "invalid_request",
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by a handler (or the queue) when `progress` says the job is gone. */
export class JobAborted extends Error {}
