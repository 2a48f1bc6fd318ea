import type { SpriteRecord } from "@/lib/contract/sprites";

/** One card of the library: a line of edits shown by its first sprite, with its size. */
export interface LineCard {
  /** The line's first sprite, or its oldest one loaded when the first is gone or not loaded. */
  sprite: SpriteRecord;
  /** How many of the line's sprites are loaded (1 for a sprite never edited). */
  versions: number;
}

/**
 * Groups a newest-first list into lines of edits (`rootId`): each line is one card, placed
 * where its newest sprite is, so an edit brings its line to the top.
 */
export function groupLines(sprites: readonly SpriteRecord[]): LineCard[] {
  const lines = new Map<string, { members: SpriteRecord[] }>();
  for (const sprite of sprites) {
    const root = sprite.rootId ?? sprite.id;
    const line = lines.get(root);
    if (line) line.members.push(sprite);
    else lines.set(root, { members: [sprite] });
  }
  return [...lines.entries()].map(([root, { members }]) => ({
    sprite: members.find((member) => member.id === root) ?? members[members.length - 1]!,
    versions: members.length,
  }));
}
