/**
 * The grammar touch-up's shared shapes: what an edit was read as, what it came to, and what
 * every operation is handed. Kept apart so the operations' files and the dispatcher in
 * `edit.ts` import them from one place instead of from each other.
 */
import type { LayeredSprite } from "../draw";
import type { SizeDegree } from "./grow-round";
import type { TouchUpAction } from "./read-touchup-prompt";

/**
 * What a touch-up was read as, as the result and the stored record name it: the older reader's
 * four actions, and the grammar's own operations (a size change, a mirror, an outline, closed
 * eyes), so a resize is never reported as the detail pass.
 */
export type EditAction = TouchUpAction | "resize" | "flip" | "outline" | "close";

export type GrammarOutcome =
  | {
      readonly kind: "refused";
      readonly reason: string;
      readonly action?: EditAction;
      /** The region cuts the object: a region grown around all of it could do what was asked. */
      readonly cut?: boolean;
    }
  | {
      readonly kind: "edited";
      /** What was done, for the result's summary ("Recolor the cap (red) to blue"). */
      readonly summary: string;
      /** Why, if no pixel changed after all. */
      readonly idle: string;
      readonly action?: EditAction;
      /** The object acted on, as the reading names it ("the cap"), for what follows the summary. */
      readonly object?: string;
    };

export interface EditEnv {
  readonly ink: number | null;
  readonly isLine: (v: number) => boolean;
  /** The saved palette every written colour keeps to, when the sprite has one. */
  readonly held?: readonly string[];
  /** The engine's layered drawing, while the sprite is still exactly it. */
  readonly doc?: LayeredSprite;
  /** How much a size change is asked by ("a bit bigger", "much bigger"). */
  readonly degree?: SizeDegree;
}
