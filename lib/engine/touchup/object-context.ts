import type { FigureAnchors } from "../figure";
import type { RgbaImage } from "../raster";
import type { Materials } from "./materials";
import type { PartMap } from "./part-map";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

/**
 * What every object finder reads of a touch-up: the source, the region's canvas, the sprite's
 * palette and materials, and the engine's part map and anchors when the engine drew it.
 */
export interface ObjectContext {
  readonly source: RgbaImage;
  readonly canvas: RegionCanvas;
  readonly palette: SpritePalette;
  readonly materials: Materials;
  readonly parts: PartMap | null;
  readonly anchors?: FigureAnchors;
}
