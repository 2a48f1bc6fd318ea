"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { FormField, numberClass } from "@/components/ui/form-field";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { SavedNote, SubmitRow } from "@/components/ui/submit-row";
import {
  COSTS,
  describePrice,
  NORMAL_MAP_FRAME,
  NORMAL_STRENGTH_MAX,
  SHEET_MAX_CELLS,
} from "@/lib/client/constants";
import { useMakeNormalMap } from "@/lib/client/edits";
import { spritePngBase64 } from "@/lib/client/format";
import { costLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { numberOrUndefined } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PanelFrame } from "./job-panel-frame";

// The canvas shading is the heaviest part of the page: it loads once there is a map to light.
const LitPreview = dynamic(() => import("./lit-preview"), {
  ssr: false,
  loading: () => <Spinner label="Loading the lit preview" />,
});

const BOX = 288;

/** Tokens for a map: 1 per frame, where an animation's frames are its own and a sheet's are cells. */
function frameCount(sprite: SpriteRecord, columns: number | undefined, rows: number | undefined) {
  if (sprite.kind === "animation") return sprite.frameCount ?? 1;
  const cells = (columns ?? 1) * (rows ?? 1);
  return Number.isInteger(cells) && cells > 0 ? cells : 1;
}

/** Source frames must be within these bounds per side; the service refuses any other size. */
const { min: FRAME_MIN, max: FRAME_MAX } = NORMAL_MAP_FRAME;

/** How the still divides into cells, in words, or what is wrong with the division. */
function sheetNote(sprite: SpriteRecord, columns: number | undefined, rows: number | undefined) {
  const c = columns ?? 1;
  const r = rows ?? 1;
  if (!Number.isInteger(c) || !Number.isInteger(r) || c < 1 || r < 1) return null;
  if (sprite.width % c !== 0 || sprite.height % r !== 0) {
    return {
      ok: false,
      text: `${sprite.width} × ${sprite.height} px does not divide into ${c} × ${r} equal cells.`,
    };
  }
  const w = sprite.width / c;
  const h = sprite.height / r;
  const inRange = [w, h].every((side) => side >= FRAME_MIN && side <= FRAME_MAX);
  const what = c * r > 1 ? `Each cell is ${w} × ${h} px` : `The sprite is ${w} × ${h} px`;
  return inRange
    ? { ok: true, text: `${what}.` }
    : { ok: false, text: `${what}; normal maps take ${FRAME_MIN} to ${FRAME_MAX} px per side.` };
}

/**
 * "Normal map": POST /api/normal-maps. The map appears beside a lit preview of the sprite,
 * where the light follows the pointer.
 */
export function NormalMapPanel({ sprite }: { sprite: SpriteRecord }) {
  const [strength, setStrength] = useState(0);
  const [flipGreen, setFlipGreen] = useState(false);
  const [columns, setColumns] = useState("1");
  const [rows, setRows] = useState("1");
  // The settings the shown map was made with: the preview decodes green the way it was written.
  const [madeWith, setMadeWith] = useState<{ flipGreen: boolean } | null>(null);
  const mapping = useMakeNormalMap();
  const isAnimation = sprite.kind === "animation";

  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      strength,
      flip_green: flipGreen,
      ...(isAnimation
        ? {}
        : { columns: numberOrUndefined(columns), rows: numberOrUndefined(rows) }),
    }),
    [sprite.id, strength, flipGreen, columns, rows, isAnimation],
  );
  const form = useCheckedForm(requestSchemas.NormalMap, body);
  const { errors, touch } = form;
  // What the artist set, checked; the server fills in its own defaults.
  const onSubmit = form.submit(() =>
    mapping.mutate(body, { onSuccess: () => setMadeWith({ flipGreen: body.flip_green }) }),
  );

  const frames = frameCount(sprite, numberOrUndefined(columns), numberOrUndefined(rows));
  const note = isAnimation
    ? null
    : sheetNote(sprite, numberOrUndefined(columns), numberOrUndefined(rows));
  const cost = COSTS.normalMap(frames);
  const map = mapping.data;
  const scale = fitScale(sprite.width, sprite.height, BOX);

  return (
    <PanelFrame
      id="normal-map"
      title="Normal map"
      intro="A tangent-space map for dynamic lighting in your engine: bevelled from the silhouette, with the drawn shading added back by strength. Its alpha is the sprite's silhouette."
    >
      <form
        aria-label="Normal map settings"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-4">
          <FormField
            label="Strength"
            error={errors.strength}
            hint="0 is truest to the shape; about 2.5 re-adds the drawn shading."
            aside={
              <output className="font-mono text-xs text-zinc-400">{strength.toFixed(1)}</output>
            }
          >
            {(control) => (
              <input
                {...control}
                type="range"
                min={0}
                max={NORMAL_STRENGTH_MAX}
                step={0.1}
                value={strength}
                onChange={(e) => {
                  setStrength(Number(e.target.value));
                  touch();
                }}
                className="accent-accent"
              />
            )}
          </FormField>

          <div className="flex flex-col gap-0.5">
            <label className="flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="checkbox"
                checked={flipGreen}
                onChange={(e) => {
                  setFlipGreen(e.target.checked);
                  touch();
                }}
                aria-describedby="flip-green-hint"
                className="size-4 accent-accent"
              />
              Flip green (DirectX)
            </label>
            <p id="flip-green-hint" className="pl-6 text-xs text-zinc-400">
              Off: OpenGL, +Y up (Godot, Unity). On: +Y down (Unreal, DirectX).
            </p>
          </div>

          {isAnimation ? (
            <p className="text-xs text-zinc-400">
              An animation is mapped frame by frame ({sprite.frameCount ?? "?"} frames) and comes
              back as a strip of the same layout.
            </p>
          ) : (
            <div className="flex flex-col gap-1.5">
              <div className="grid grid-cols-2 gap-3">
                {(
                  [
                    { label: "Columns", field: "columns", value: columns, set: setColumns },
                    { label: "Rows", field: "rows", value: rows, set: setRows },
                  ] as const
                ).map(({ label, field, value, set }) => (
                  <FormField key={field} label={label} error={errors[field]}>
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        min={1}
                        max={SHEET_MAX_CELLS}
                        value={value}
                        onChange={(e) => {
                          set(e.target.value);
                          touch();
                        }}
                        className={numberClass}
                      />
                    )}
                  </FormField>
                ))}
              </div>
              <p className="text-xs text-zinc-400">
                For a sheet of frames: each cell is mapped on its own. At most {SHEET_MAX_CELLS}{" "}
                cells.
              </p>
              {note ? (
                <p className={`text-xs ${note.ok ? "text-zinc-400" : "text-amber-200"}`}>
                  {note.text}
                </p>
              ) : null}
            </div>
          )}

          <SubmitRow
            formError={form.formError}
            error={mapping.error}
            pending={mapping.isPending}
            label="Bake map"
            pendingLabel="Baking…"
            cost={cost}
          />
          <p className="-mt-2 text-xs text-zinc-400">
            {describePrice("normalMap")}
            {frames > 1 ? `: ${frames} frames` : ""}.
          </p>
        </div>

        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          <figure className="flex min-w-0 flex-col gap-1.5">
            <figcaption className="text-xs font-medium uppercase tracking-wide text-zinc-400">
              Map
            </figcaption>
            <div className="checkerboard flex min-h-40 items-center justify-center overflow-auto rounded-lg border border-line p-2">
              {map ? (
                <PixelImage
                  base64={spritePngBase64(map.image)}
                  width={map.width}
                  height={map.height}
                  scale={scale}
                  alt="Normal map"
                />
              ) : (
                <span className="bg-ink/80 px-2 py-1 text-xs text-zinc-400">Not made yet</span>
              )}
            </div>
          </figure>
          <figure className="flex min-w-0 flex-col gap-1.5">
            <figcaption className="text-xs font-medium uppercase tracking-wide text-zinc-400">
              Lit preview
            </figcaption>
            {map && madeWith ? (
              <LitPreview
                albedoBase64={spritePngBase64(sprite.image)}
                normalBase64={spritePngBase64(map.image)}
                width={sprite.width}
                height={sprite.height}
                flipGreen={madeWith.flipGreen}
                box={BOX}
              />
            ) : (
              <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-line p-4 text-center text-xs text-zinc-400">
                Bake a map to light the sprite with it; the light follows your pointer.
              </div>
            )}
          </figure>
          {map ? (
            <SavedNote
              href={`/sprites/${map.id}`}
              linkText="Open the normal map"
              className="md:col-span-2"
            >
              Saved as a new sprite ({costLabel(map.tokensSpent)}
              {map.frameCount ? `, ${map.frameCount} frames` : ""}).
            </SavedNote>
          ) : null}
        </div>
      </form>
    </PanelFrame>
  );
}
