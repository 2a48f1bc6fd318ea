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
  rules: {
    field?: string;
    min: number;
    max: number;
    still: boolean;
    what: string;
    /** The request asks for a public result: refused when this source came from an upload. */
    public?: boolean;
  },
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
  if (rules.public && source.fromUpload) throw staysPrivate(field);
  return source;
}

/**
 * 400 naming `public`: a sprite whose line of edits starts with an uploaded image (an import,
 * directly or through a combine's item) is never published, since nothing screened its pixels.
 * Asked before anything is charged or queued.
 */
function staysPrivate(source: string) {
  return invalid(
    "public",
    `This result would be made from an uploaded image (${source} comes from an import), and what comes from an upload stays private: ask without "public": true.`,
  );
}
