import type { SpriteRequest } from "@/lib/engine/generate";
import type { AssetType, Camera, Direction } from "@/lib/engine/prompt";

/** How a generated sprite is drawn again in another facing: its generation, as data. */
export interface RedrawRecipe {
  readonly prompt: string;
  readonly assetType: AssetType;
  readonly width: number;
  readonly height: number;
  /** The facing the source was drawn in; a south or unfaced source is its own south view. */
  readonly facing: Direction;
  readonly camera: Camera;
  readonly seed: number;
  readonly palette?: readonly string[];
  readonly reference?: SpriteRequest["reference"];
}
