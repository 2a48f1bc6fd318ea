import type { Executor } from "../../store/db";
import { invalid } from "../../errors";
import { getOwnedSprite } from "./get-sprite";
import type { SpriteRow } from "./present";

/**
 * The source of a job or edit: the caller's own sprite (404 otherwise), a still unless
 * animations are allowed, and within the operation's size bounds per side.
 */
export async function requireSource(
  db: Executor,
  ownerId: string,
  id: string,
  rules: { field?: string; min: number; max: number; still: boolean; what: string },
): Promise<SpriteRow> {
  const field = rules.field ?? "source_generation_id";
  const source = await getOwnedSprite(db, ownerId, id);
  if (rules.still && source.kind === "animation") {
    throw invalid(field, `${rules.what} takes a single still sprite; this one is an animation.`);
  }
  const { width, height } = source;
  if (width < rules.min || height < rules.min || width > rules.max || height > rules.max) {
    throw invalid(
      field,
      `${rules.what} takes sprites of ${rules.min} to ${rules.max} px per side; this one is ${width}×${height}.`,
    );
  }
  return source;
}
