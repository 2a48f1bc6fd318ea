import { z } from "zod";
import {
  ANIMATION_PRESETS,
  ASSET_TYPES,
  CAMERA_PERSPECTIVES,
  DIRECTIONS,
  FRAMING_ANCHORS,
  RESTYLE_MODES,
  RESTYLE_PRESETS,
} from "./constants";

/**
 * Record ids are UUIDs, case-insensitive on the way in and lowercase from then on, so the same
 * id written in upper case is the same id everywhere (comparisons, lookups, idempotency).
 */
export const Uuid = z.uuid().toLowerCase();

/**
 * A query-string integer: plain decimal digits only (no "", "0x10", "1e1", "1.0" or spaces),
 * then the bounds. Text arrives from the URL; the document describes it as an integer.
 */
export const queryInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^-?[0-9]{1,16}$/.test(value) ? Number(value) : value),
    z.number({ error: "must be a decimal integer" }).int().min(min).max(max),
  );

/** `#rrggbb`, six hex digits. Stored and returned lowercase. */
export const HexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a color of the form #rrggbb")
  .transform((value) => value.toLowerCase());

export const Timestamp = z.iso.datetime({ offset: true });

export { ASSET_TYPES };
export const AssetType = z.enum(ASSET_TYPES).meta({ id: "AssetType" });
export type AssetType = z.infer<typeof AssetType>;

export const Direction = z.enum(DIRECTIONS).meta({ id: "Direction" });
export type Direction = z.infer<typeof Direction>;

export const CameraPerspective = z.enum(CAMERA_PERSPECTIVES).meta({ id: "CameraPerspective" });
export type CameraPerspective = z.infer<typeof CameraPerspective>;

export const FramingAnchor = z.enum(FRAMING_ANCHORS).meta({ id: "FramingAnchor" });
export type FramingAnchor = z.infer<typeof FramingAnchor>;

export const AnimationPreset = z.enum(ANIMATION_PRESETS).meta({ id: "AnimationPreset" });
export type AnimationPreset = z.infer<typeof AnimationPreset>;

export const RestylePreset = z.enum(RESTYLE_PRESETS).meta({ id: "RestylePreset" });
export const RestyleMode = z.enum(RESTYLE_MODES).meta({ id: "RestyleMode" });
export const Tier = z.enum(["normal", "pro"]).meta({ id: "Tier" });
export const BackgroundRemovalMethod = z
  .enum(["standard", "refined"])
  .meta({ id: "BackgroundRemovalMethod" });

/**
 * Job states: `processing` until exactly one of the other three, which is final. Synchronous
 * results are `completed` from the start.
 */
export const JobStatus = z
  .enum(["processing", "completed", "failed", "cancelled"])
  .meta({ id: "JobStatus" });
export type JobStatus = z.infer<typeof JobStatus>;

/** What a sprite record was made by. */
export const Operation = z
  .enum([
    "generate",
    "import",
    "touch-up",
    "rotation",
    "animation",
    "restyle",
    "combine",
    "normal-map",
    "background-removal",
    "version",
  ])
  .meta({ id: "Operation" });
export type Operation = z.infer<typeof Operation>;

export const SpriteKind = z.enum(["sprite", "animation"]).meta({ id: "SpriteKind" });
export type SpriteKind = z.infer<typeof SpriteKind>;

/** Every sprite-creating request takes `public`, default false. */
export const PublicFlag = z.boolean().default(false);

/** Percent by which the canvas grows before an operation (animations, restyles, combines). */
export const FramingMargin = z.number().int().min(0).max(25).default(0);
export const PaletteExtras = z.number().int().min(0).max(256);

/** A six-digit hex color with or without its `#`; `matte_color` accepts both forms. */
export const LooseHexColor = z
  .string()
  .regex(/^#?[0-9a-fA-F]{6}$/, "must be a color of the form #rrggbb")
  .transform((value) => `#${value.replace(/^#/, "").toLowerCase()}`);
