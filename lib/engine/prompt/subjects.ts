/**
 * Lookups over the subject vocabulary: which asset type a canonical subject naturally belongs
 * to, so a generator asked for a neighbouring type can still draw it.
 */
import type { AssetType } from "./enums";
import { SUBJECTS } from "./vocabulary";

const TYPE_OF: ReadonlyMap<string, AssetType> = new Map(SUBJECTS.map((s) => [s.key, s.type]));

export function subjectType(key: string): AssetType | undefined {
  return TYPE_OF.get(key);
}
