/**
 * Reading prompts: the request enumerations, prompt length rules, the sprite prompt reader and
 * its closed vocabulary, what material and element words look like, and the word helpers the
 * edits share. Builds on the color layer.
 */
export * from "./attributes";
export * from "./creature-parts";
export * from "./edit-words";
export * from "./enums";
export * from "./label";
export * from "./limits";
export * from "./looks";
export * from "./orientation";
export * from "./part-colors";
export * from "./read-sprite-prompt";
export * from "./subjects";
export * from "./vocabulary";
export * from "./word-account";
