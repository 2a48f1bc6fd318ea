/**
 * Why a combine makes nothing, in the words a refused request (a 400 before anything is
 * charged) and the contact sheets both show: each reason says what about this sprite or this
 * item stops it.
 */
import type { CombineRefusal } from "./tasks";

/** An item for the hand of a sprite with no hands (a slime, a wolf, a potion). */
export const HANDLESS_MESSAGE =
  "This sprite has no hands to hold the item: place it on the back, the head or the belt, or combine into a character.";

/** A refused combine's message and the request field it is about. */
export function combineRefusal(
  refusal: CombineRefusal,
  itemName: string,
  prompt: string,
): { path: "item_generation_id" | "prompt"; message: string } {
  const item = `“${itemName.slice(0, 60) || "untitled"}”`;
  const said = `“${prompt.slice(0, 60)}”`;
  switch (refusal) {
    case "no-item":
      return {
        path: "item_generation_id",
        message: `No item could be found in the item sprite, ${item}: nothing is made or charged.`,
      };
    case "wears-it":
      return {
        path: "prompt",
        message: `This sprite already wears a cape that looks like the item ${item}, so putting it ${said} would change nothing: nothing is made or charged. A cape of another colour recolours it.`,
      };
    case "no-change":
      return {
        path: "prompt",
        message: `Putting ${item} ${said} would leave this sprite unchanged: nothing is made or charged.`,
      };
  }
}
