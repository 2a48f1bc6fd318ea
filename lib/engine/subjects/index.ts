/**
 * The subject registry: what the engine can draw, by name. One entry per subject holds its
 * words and synonyms, asset type, body plan and rig, variants and colours, category, and how it
 * is drawn (a drawer key, or a description in the shape language). The prompt reader, the
 * generator and the body-plan report all read it. Data and lookups only; builds on nothing.
 */
export * from "./registry";
export * from "./shape";
export * from "./shape-part-words";
export * from "./types";
export * from "./entries/bar-icons";
