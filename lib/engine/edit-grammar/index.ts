/**
 * The edit grammar: sentences about a sprite read into verb, object and target (see read-edit).
 * Pure; shared by every edit that takes a sentence.
 */
export * from "./read-edit";
export * from "./manner";
export * from "./read-place";
