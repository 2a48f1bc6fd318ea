"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Playback } from "@/components/strip-player/strip-player";
import { Button } from "@/components/ui/button";
import { base64ToBytes, fileStem, saveFile } from "@/lib/client/download";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { stripLayout } from "@/lib/client/strip";
import type { SpriteRecord } from "@/lib/contract/sprites";

type Format =
  | "png"
  | "png2"
  | "png4"
  | "png8"
  | "indexed"
  | "strip"
  | "strip2"
  | "strip4"
  | "strip8"
  | "gif"
  | "gif2"
  | "gif4"
  | "gif8"
  | "aseprite"
  | "ase";

/** How much each scaled file enlarges, nearest neighbour: every pixel a square block. */
const SCALE: Partial<Record<Format, 2 | 4 | 8>> = {
  png2: 2,
  png4: 4,
  png8: 8,
  strip2: 2,
  strip4: 4,
  strip8: 8,
  gif2: 2,
  gif4: 4,
  gif8: 8,
};

const ITEMS: Record<Format, { label: string; detail: string }> = {
  png: { label: "PNG", detail: "The sprite as stored (1×)" },
  png2: { label: "PNG 2×", detail: "Each pixel as a 2×2 block" },
  png4: { label: "PNG 4×", detail: "Each pixel as a 4×4 block" },
  png8: { label: "PNG 8×", detail: "Each pixel as an 8×8 block" },
  indexed: { label: "Indexed PNG", detail: "The sprite's own palette, up to 256 colours" },
  strip: { label: "Strip PNG", detail: "Every frame in one row" },
  strip2: { label: "Strip PNG 2×", detail: "Each pixel as a 2×2 block" },
  strip4: { label: "Strip PNG 4×", detail: "Each pixel as a 4×4 block" },
  strip8: { label: "Strip PNG 8×", detail: "Each pixel as an 8×8 block" },
  gif: { label: "Animated GIF", detail: "Exact colors, transparent background" },
  gif2: { label: "Animated GIF 2×", detail: "Each pixel as a 2×2 block" },
  gif4: { label: "Animated GIF 4×", detail: "Each pixel as a 4×4 block" },
  gif8: { label: "Animated GIF 8×", detail: "Each pixel as an 8×8 block" },
  aseprite: { label: "Aseprite JSON", detail: "Frame data for the strip PNG" },
  ase: { label: "Aseprite file", detail: "One layer per part, as drawn (.aseprite)" },
};

/**
 * "Download": a menu of what the record can be saved as, all made in the browser from the bytes
 * already here (no request). A still saves as PNG; an animation as its strip, an animated GIF at
 * the player's rate and looping (each also at 2×, 4× and 8×, nearest neighbour), or Aseprite's
 * JSON (hash) describing the strip, its tag named by the motion ("walk"). A still also saves as
 * an Aseprite file with one layer per part it was drawn from (read from its layers, the one
 * request this menu makes), or one layer for a sprite without parts.
 */
export function DownloadMenu({
  sprite,
  playback,
}: {
  sprite: SpriteRecord;
  /** The player's current rate and looping, for the GIF; the record's fps otherwise. */
  playback?: Playback | null;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const animation = sprite.kind === "animation" && (sprite.frameCount ?? 0) > 0;
  const formats: Format[] = animation
    ? ["strip", "strip2", "strip4", "strip8", "gif", "gif2", "gif4", "gif8", "aseprite", "indexed"]
    : ["png", "png2", "png4", "png8", "indexed", "ase"];

  useEffect(() => {
    if (!open) return;
    menuItems(root.current)[0]?.focus();
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(root.current);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === "ArrowDown") next = (at + 1) % list.length;
    else if (event.key === "ArrowUp") next = (at - 1 + list.length) % list.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = list.length - 1;
    else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") trigger.current?.focus();
      if (event.key === "Escape") event.preventDefault();
      return;
    } else return;
    event.preventDefault();
    list[next]?.focus();
  };

  const save = async (format: Format) => {
    setOpen(false);
    setFailure(null);
    setBusy(true);
    try {
      await download(sprite, format, playback ?? null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "The file could not be made.");
    } finally {
      setBusy(false);
      trigger.current?.focus();
    }
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        variant="primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {busy ? "Preparing…" : "Download"}
        <span aria-hidden className="text-xs">
          ▾
        </span>
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Download as"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute left-0 z-20 mt-1 flex w-64 flex-col rounded-lg border border-line bg-panel-2 p-1 shadow-xl"
        >
          {formats.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => void save(format)}
              className="flex flex-col rounded-md px-3 py-2 text-left hover:bg-panel focus:bg-panel focus:outline-none"
            >
              <span className="text-sm text-zinc-100">{ITEMS[format].label}</span>
              <span aria-hidden className="text-xs text-zinc-400">
                {ITEMS[format].detail}
              </span>
            </button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-1 text-xs text-red-300">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

const menuItems = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

async function download(sprite: SpriteRecord, format: Format, playback: Playback | null) {
  const stem = `${fileStem(spriteName(sprite), "sprite")}-${sprite.id.slice(0, 8)}`;
  const png = spritePngBase64(sprite.image);
  const layout = stripLayout(sprite);
  const fps = playback?.fps ?? sprite.fps ?? 8;
  const animation = sprite.kind === "animation";
  switch (format) {
    case "png":
      saveFile(base64ToBytes(png), "image/png", `${stem}.png`);
      return;
    case "png2":
    case "png4":
    case "png8":
    case "strip2":
    case "strip4":
    case "strip8":
    case "indexed": {
      // The encoder loads on first use: none of it is in the page's first load.
      const [{ encodePng, encodeIndexedPng }, { scaleNearest }, { decodePngBase64 }] =
        await Promise.all([
          import("@/lib/client/png-encode"),
          import("@/lib/client/scale"),
          import("@/lib/client/image-data"),
        ]);
      const image = await decodePngBase64(png);
      const factor = SCALE[format];
      const bytes = factor
        ? await encodePng(scaleNearest(image, factor))
        : await encodeIndexedPng(image);
      const suffix = factor
        ? `${animation ? "-strip" : ""}@${factor}x`
        : animation
          ? "-strip-indexed"
          : "-indexed";
      saveFile(bytes, "image/png", `${stem}${suffix}.png`);
      return;
    }
    case "strip":
      saveFile(base64ToBytes(png), "image/png", `${stem}-strip.png`);
      return;
    case "gif":
    case "gif2":
    case "gif4":
    case "gif8": {
      // The encoder and the decoding load on first use: none of it is in the page's first load.
      const [{ encodeGif }, { sliceStrip }, { decodePngBase64 }, { scaleNearest }] =
        await Promise.all([
          import("@/lib/client/gif"),
          import("@/lib/client/strip"),
          import("@/lib/client/image-data"),
          import("@/lib/client/scale"),
        ]);
      const factor = SCALE[format] ?? 1;
      const decoded = await decodePngBase64(png);
      const image = factor > 1 ? scaleNearest(decoded, factor) : decoded;
      const scaled = {
        ...layout,
        frameWidth: layout.frameWidth * factor,
        frameHeight: layout.frameHeight * factor,
      };
      const frames = sliceStrip(image.data, image.width, scaled);
      const gif = encodeGif(frames, scaled.frameWidth, scaled.frameHeight, {
        fps,
        loop: playback?.loop ?? true,
      });
      const suffix = factor > 1 ? `@${factor}x` : "";
      saveFile(gif as Uint8Array<ArrayBuffer>, "image/gif", `${stem}${suffix}.gif`);
      return;
    }
    case "ase": {
      const { spriteAsepriteFile } = await import("@/lib/client/aseprite-layers");
      saveFile(
        await spriteAsepriteFile(sprite.id, png),
        "application/octet-stream",
        `${stem}.aseprite`,
      );
      return;
    }
    case "aseprite": {
      const { asepriteSheet, motionTag } = await import("@/lib/client/aseprite");
      const directions = sprite.directions;
      const sheet = asepriteSheet({
        ...layout,
        name: stem,
        image: `${stem}-strip.png`,
        fps,
        tags:
          directions && directions.length === layout.frameCount
            ? directions.map((name, i) => ({ name, from: i, to: i }))
            : [{ name: motionTag(sprite), from: 0, to: layout.frameCount - 1 }],
      });
      saveFile(`${JSON.stringify(sheet, null, 2)}\n`, "application/json", `${stem}.json`);
      return;
    }
  }
}
