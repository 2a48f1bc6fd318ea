/**
 * The color layer: sRGB, OKLab and OKLCH conversions, nearest palette color, and the color facts
 * of packed pixels (counts, outline ink, darkest color). Builds on the raster layer only.
 */
export * from "./convert";
export * from "./nearest";
export * from "./stats";
