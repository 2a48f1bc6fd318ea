import { z } from "zod";
import { Uuid } from "./common";

/**
 * Redoing a line's derivatives on a newer version (extension): the animations, rotations and
 * normal maps made from an older version of a sprite's line, made again with the same
 * parameters from this version. `GET` quotes it (free); `POST` charges the whole batch and
 * enqueues one job per derivative.
 */

/** The operations whose results can be redone on another version. */
export const RedoOperation = z.enum(["animation", "rotation", "normal-map"]).meta({
  id: "RedoOperation",
});

/** Which older version's derivatives to redo; without it, the newest older one that has any. */
export const RedoQuery = z.object({ from_version_id: Uuid.optional() });

export const RedoRequest = z
  .object({ from_version_id: Uuid.optional() })
  .meta({ id: "RedoDerivativesRequest" });
export type RedoRequest = z.infer<typeof RedoRequest>;

const RedoItem = z
  .object({
    /** The derivative of the older version that would be made again. */
    derivativeId: Uuid,
    operation: RedoOperation,
    title: z.string().nullable(),
    /** Its parameters in a few words: "Walk, 8 frames". */
    parameters: z.string(),
    /** What redoing it costs today (the operation's own price). */
    cost: z.number().int().min(0),
  })
  .meta({ id: "RedoItem" });

const RedoSkipped = z
  .object({
    derivativeId: Uuid,
    operation: RedoOperation,
    title: z.string().nullable(),
    /** Why this version cannot take it (a size out of bounds, a motion it cannot do). */
    reason: z.string(),
  })
  .meta({ id: "RedoSkipped" });

/** GET: what a redo would make and what it costs, charged nothing. */
export const RedoPlan = z
  .object({
    spriteId: Uuid,
    /** The older version whose derivatives are listed; null when no older version has any. */
    fromVersionId: Uuid.nullable(),
    items: z.array(RedoItem),
    skipped: z.array(RedoSkipped),
    /** The sum of the items' costs: what the POST charges at once. */
    total: z.number().int().min(0),
  })
  .meta({ id: "RedoPlan" });
export type RedoPlan = z.infer<typeof RedoPlan>;

/** POST (202): one job per item, charged together; each job ends and refunds on its own. */
export const RedoAccepted = z
  .object({
    spriteId: Uuid,
    fromVersionId: Uuid,
    total: z.number().int().min(0),
    jobs: z.array(
      z.object({
        id: Uuid,
        status: z.literal("processing"),
        operation: RedoOperation,
        /** The derivative this job makes again. */
        redoOf: Uuid,
        cost: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: "RedoAccepted" });
export type RedoAccepted = z.infer<typeof RedoAccepted>;
