/**
 * The color layer: sRGB, OKLab and OKLCH conversions, nearest palette color, the color facts
 * of packed pixels (counts, outline ink, darkest color), and the one colour-word lexicon. Builds on the raster layer only.
 */
export * from "./convert";
export * from "./nearest";
export * from "./stats";
export * from "./words";
