import type { AssetType } from "./enums";

/** One subject the prompt reader knows: its canonical key, asset type and the words naming it. */
export interface SubjectEntry {
  /** Canonical subject the generators know, e.g. `knight`, `slime`, `sword`, `grass`. */
  readonly key: string;
  readonly type: AssetType;
  readonly aliases: readonly string[];
  /**
   * Weak subjects (elements, materials used as nouns, gem names) yield to any strong subject in
   * the same prompt: "fire slime" is a slime, "fire" alone is a fire effect.
   */
  readonly weak?: boolean;
}
