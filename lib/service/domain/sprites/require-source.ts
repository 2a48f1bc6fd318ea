import type { Executor } from "../../store/db";
import { ApiError, invalid } from "../../errors";
import { getOwnedSprite } from "./get-sprite";
import type { SpriteRow } from "./present";

/** A sprite as a refusal names it: its title or prompt, quoted, or its id. */
const named = (row: SpriteRow) => `“${(row.title ?? row.prompt ?? row.id).slice(0, 60)}”`;

/**
 * The source of a job or edit: the caller's own sprite (404 otherwise), a still unless
 * animations are allowed, and within the operation's size bounds per side. Refusals name the
 * field and the sprite (`label`, e.g. "the item sprite", and its title), so an operation with
 * two sources says which one is wrong.
 */
export async function requireSource(
  db: Executor,
  ownerId: string,
  id: string,
  rules: {
    field?: string;
    label?: string;
    min: number;
    max: number;
    still: boolean;
    what: string;
    /** The request asks for a public result: refused when this source came from an upload. */
    public?: boolean;
  },
): Promise<SpriteRow> {
  const field = rules.field ?? "source_generation_id";
  const label = rules.label ?? "the source sprite";
  const source = await getOwnedSprite(db, ownerId, id).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== "not_found") throw error;
    const message = `${label.charAt(0).toUpperCase()}${label.slice(1)} was not found among your sprites.`;
    throw new ApiError("not_found", message, [{ path: field, message: "not found" }]);
  });
  if (rules.still && source.kind === "animation") {
    throw invalid(
      field,
      `${rules.what} takes a single still sprite; ${label}, ${named(source)}, is an animation.`,
    );
  }
  const { width, height } = source;
  if (width < rules.min || height < rules.min || width > rules.max || height > rules.max) {
    throw invalid(
      field,
      `${rules.what} takes sprites of ${rules.min} to ${rules.max} px per side; ${label}, ${named(source)}, is ${width}×${height}.`,
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
