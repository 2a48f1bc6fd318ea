/**
 * Reading figures: a sprite's body (head, arms, legs, hands), its parts for animation and
 * rotation, the item it holds, and putting an item into its hand. Shared by animate, rotate,
 * combine and restyle, which must not import each other. Builds on the raster and color layers.
 */
export * from "./anchors";
export * from "./body";
export * from "./compose";
export * from "./erase";
export * from "./errors";
export * from "./extract-item";
export * from "./held-item";
export * from "./placement";
export * from "./segment";
export * from "./in-blocks";
export * from "./color-families";
export * from "./locate-part";
export * from "./outline";
export * from "./ramp-recolor";
