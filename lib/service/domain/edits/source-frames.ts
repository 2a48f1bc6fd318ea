import { invalid } from "../../errors";
import type { SpriteRow } from "../sprites/present";

/** How a source sprite divides into frames: an animation's strip, or a still's sheet grid. */
export interface FrameLayout {
  frameWidth: number;
  frameHeight: number;
  columns: number;
  rows: number;
  frames: number;
}

export function layoutOf(
  source: SpriteRow,
  sheet: { columns: number; rows: number } = { columns: 1, rows: 1 },
): FrameLayout {
  if (source.kind === "animation") {
    const frameWidth = source.frameWidth ?? source.width;
    const frameHeight = source.frameHeight ?? source.height;
    const columns = Math.max(1, Math.round(source.width / frameWidth));
    const rows = Math.max(1, Math.round(source.height / frameHeight));
    return { frameWidth, frameHeight, columns, rows, frames: source.frameCount ?? columns * rows };
  }
  if (source.width % sheet.columns !== 0 || source.height % sheet.rows !== 0) {
    throw invalid(
      "columns",
      `A ${source.width}×${source.height} sprite does not divide into ${sheet.columns}×${sheet.rows} equal cells.`,
    );
  }
  return {
    frameWidth: source.width / sheet.columns,
    frameHeight: source.height / sheet.rows,
    columns: sheet.columns,
    rows: sheet.rows,
    frames: sheet.columns * sheet.rows,
  };
}

/** Refuses frames outside `min`..`max` px per side, naming what was measured. */
export function requireFrameSize(
  layout: FrameLayout,
  min: number,
  max: number,
  field = "source_generation_id",
): void {
  const { frameWidth, frameHeight } = layout;
  if (frameWidth < min || frameHeight < min || frameWidth > max || frameHeight > max) {
    const what =
      layout.frames > 1
        ? `Each frame is ${frameWidth}×${frameHeight} px`
        : `The sprite is ${frameWidth}×${frameHeight} px`;
    throw invalid(field, `${what}; this operation takes ${min} to ${max} px per side.`);
  }
}
