/**
 * The raster layer: pictures as pixels, with no color science and no idea of what is drawn.
 * RGBA images and their packed form, boxes, floods and connected components, edges, nearest-
 * neighbour scaling, RotSprite turns, canvas growth and hole filling. Every other engine folder
 * builds on it; it imports nothing from them.
 */
export * from "./geometry";
export * from "./image";
export * from "./pixels";
export * from "./bounds";
export * from "./flood";
export * from "./edges";
export * from "./framing";
export * from "./rotsprite";
export * from "./turn";
export * from "./scale";
export * from "./inpaint";
export * from "./pixel-scale";
