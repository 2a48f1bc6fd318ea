import type { SpriteRecord } from "@/lib/contract/sprites";
import { frameDuration, type StripLayout } from "./strip";

/**
 * Aseprite's JSON sheet data, hash flavour (`--format json-hash`), for a horizontal strip. Game
 * engines and their Aseprite importers (Phaser, Godot, Unity, LÖVE libraries) read the frame
 * boxes, per-frame durations and the tags from it; `meta.image` names the strip PNG beside it.
 */
export interface AsepriteFrame {
  frame: { x: number; y: number; w: number; h: number };
  rotated: false;
  trimmed: false;
  spriteSourceSize: { x: number; y: number; w: number; h: number };
  sourceSize: { w: number; h: number };
  duration: number;
}

export interface AsepriteTag {
  name: string;
  from: number;
  to: number;
  direction: "forward";
}

export interface AsepriteSheet {
  frames: Record<string, AsepriteFrame>;
  meta: {
    app: string;
    version: string;
    image: string;
    format: "RGBA8888";
    size: { w: number; h: number };
    scale: "1";
    frameTags: AsepriteTag[];
  };
}

export interface AsepriteInput extends StripLayout {
  /** Frame names are `${name} ${index}.png`, as Aseprite names the frames of `name.aseprite`. */
  name: string;
  /** The strip PNG's file name, as saved next to the JSON. */
  image: string;
  fps: number;
  /**
   * Tags over frame ranges. Default: one tag, `name`, over every frame. A rotation passes one
   * tag per facing (`s`, `se`, ...).
   */
  tags?: { name: string; from: number; to: number }[];
  app?: string;
  version?: string;
}

export function asepriteSheet(input: AsepriteInput): AsepriteSheet {
  const { name, image, fps, frameWidth: w, frameHeight: h, frameCount } = input;
  const duration = frameDuration(fps);
  const frames: Record<string, AsepriteFrame> = {};
  for (let i = 0; i < frameCount; i++) {
    frames[`${name} ${i}.png`] = {
      frame: { x: i * w, y: 0, w, h },
      rotated: false,
      trimmed: false,
      spriteSourceSize: { x: 0, y: 0, w, h },
      sourceSize: { w, h },
      duration,
    };
  }
  const tags = input.tags ?? [{ name, from: 0, to: frameCount - 1 }];
  return {
    frames,
    meta: {
      app: input.app ?? "Spritewright",
      version: input.version ?? "1.0",
      image,
      format: "RGBA8888",
      size: { w: w * frameCount, h },
      scale: "1",
      frameTags: tags.map((tag) => ({ ...tag, direction: "forward" as const })),
    },
  };
}

/**
 * The frame tag of an animation: its motion ("walk", "attack"), as an artist names tags in
 * Aseprite, never the file name; a record without one (an older service) is tagged
 * "animation".
 */
export function motionTag(sprite: Pick<SpriteRecord, "motion">): string {
  return sprite.motion?.trim() || "animation";
}
