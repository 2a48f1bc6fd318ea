/**
 * Palettes: holding an image to a palette (lock, extras), recipes that regenerate the same
 * colors every time, and the palette file formats (.gpl, .hex, .pal). Pure and free of I/O, so
 * the studio may use the formats and the recipe preview in the browser. Builds on the color,
 * raster and random layers.
 */
export * from "./formats";
export * from "./lock";
export * from "./recipe";
export { MOODS, THEMES } from "./vocabulary";
