import type { JobHandler } from "./types";

/**
 * The renderers of each job type. Filled in as the engine's operations land (animation,
 * restyle, combine); until a type has one, its endpoint is not routed, so no such job exists.
 */
export const jobHandlers: Partial<Record<string, JobHandler>> = {};
