/**
 * Reads where a combine puts the item ("in the right hand", "on the back", "on the head", "at
 * the belt"): the places are read by the shared edit grammar (`readPlace`); with no placement
 * named, the item's own name decides: a cape, cloak or wings go on the back, a hat or helmet on
 * the head, a shield in the left hand (the off hand); anything else is held in the right hand,
 * like a weapon or tool.
 */
import { PLACE_WORDS, type PlaceKind, readPlace } from "../edit-grammar";
import { BODY_SIZED, type ItemSize, itemHandling, type Placement, WORN_ON_HEAD } from "../figure";

/** Item words that also say "on the head" when the sentence names them ("wearing a hat"). */
const HEAD_ITEM_WORDS = ["hat", "helmet", "crown"];

/** Every word `readPlacement` acts on: the places the edit grammar reads and the head items. */
export const PLACEMENT_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(PLACE_WORDS).flat(),
  ...HEAD_ITEM_WORDS,
]);

/**
 * `prompt` is the combine's sentence; `itemName` what the item is ("shield", "red cape"), from
 * the item sprite, when known. The sentence's placement wins over the item's default place.
 */
export function readPlacement(prompt: string, itemName = ""): Placement {
  const place = readPlace(prompt);
  const words = place.words;
  const names: string[] = `${itemName} ${prompt}`.toLowerCase().match(/[a-z]+/g) ?? [];
  const says = (kind: PlaceKind) => place.named.includes(kind);
  const bodyWord = names.find((w) => BODY_SIZED[w] !== undefined);
  const size: ItemSize = bodyWord ? "body" : "hand";
  const handling = itemHandling(itemName || prompt);
  const { left, right } = place;
  if (says("belt")) {
    const side = right && !left ? "right" : "left";
    return { kind: "belt", side, label: `belt (${side})`, size, handling };
  }
  const placed = says("back") || says("hand") || says("head");
  if (says("back") || (!placed && bodyWord && BODY_SIZED[bodyWord] === "back"))
    return { kind: "back", side: "right", label: "back", size, handling };
  const headItem = HEAD_ITEM_WORDS.some((w) => words.includes(w));
  if (says("head") || headItem || (!placed && names.some((w) => WORN_ON_HEAD.includes(w))))
    return { kind: "head", side: "right", label: "head", size: "hand", handling };
  // A shield goes to the off hand unless a hand is named.
  const side =
    left && !right ? "left" : right ? "right" : bodyWord && !says("hand") ? "left" : "right";
  return { kind: "hand", side, label: `${side} hand`, size, handling };
}
