"use client";

import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { PublicField, sourceProblem } from "@/components/jobs/job-fields";
import { useDebounced } from "@/components/library/use-debounced";
import { RegionEditorProvider, useRegionEditor } from "@/components/region-selector/region-context";
import { RegionFields } from "@/components/region-selector/region-fields";
import { PromptField } from "@/components/ui/form-field";
import { fitScale } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { SavedNote, SubmitRow } from "@/components/ui/submit-row";
import {
  JOB_COSTS,
  SOURCE_SIDES,
  TOUCH_UP_MAX_REGION,
  TOUCH_UP_PROMPT_MAX,
} from "@/lib/client/constants";
import { useTouchUp, useTouchUpPreview } from "@/lib/client/edits";
import { insertWord } from "@/lib/client/touch-up-words";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { BeforeAfter } from "./before-after";
import { ChangeView } from "./change-view";
import { PanelFrame, SourceNote } from "./job-panel-frame";
import { TouchUpPreviewNote } from "./touch-up-preview";

// Konva is the heaviest library of the studio: it loads with this editor, never before.
const RegionCanvas = dynamic(() => import("@/components/region-selector/region-canvas"), {
  ssr: false,
  loading: () => <Spinner label="Loading the canvas" />,
});

const CANVAS_BOX = 448;

/** The on-screen zoom: whole pixels up to the box; a big sprite shrinks to fit. */
const editorZoom = (width: number, height: number) => fitScale(width, height, CANVAS_BOX);

/** How long typing must pause before the free preview is asked for. */
const PREVIEW_PAUSE_MS = 300;

/**
 * "Touch up": POST /api/touch-ups (synchronous, 1 token). The region is drawn on a canvas or
 * typed into its spinbuttons; only it is redrawn, in the sprite's own colors. As the artist
 * types, the free preview (POST /api/touch-ups/preview) shows over the canvas exactly which
 * pixels the paid touch-up will change, says what it will do, and lists the region's objects;
 * a touch-up it would refuse cannot be paid for.
 */
export function TouchUpPanel({ sprite }: { sprite: SpriteRecord }) {
  return (
    <RegionEditorProvider bounds={{ width: sprite.width, height: sprite.height }}>
      <TouchUpEditor sprite={sprite} />
    </RegionEditorProvider>
  );
}

function TouchUpEditor({ sprite }: { sprite: SpriteRecord }) {
  const region = useRegionEditor((s) => s.region);
  const [prompt, setPrompt] = useState("");
  const [isPublic, setPublic] = useState(false);
  // "Extend to the whole object", offered by the preview when the object runs past the region.
  const [extend, setExtend] = useState(false);
  const touchUp = useTouchUp();
  const source = spritePngBase64(sprite.image);
  const zoom = editorZoom(sprite.width, sprite.height);
  const problem = sourceProblem(sprite, "Touch-ups", SOURCE_SIDES.touchUp);

  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      prompt,
      region,
      public: isPublic,
      ...(extend ? { extend_to_object: true } : {}),
    }),
    [sprite.id, prompt, region, isPublic, extend],
  );
  const form = useCheckedForm(requestSchemas.TouchUp, body);
  const { errors } = form;
  const onSubmit = form.submit(() => touchUp.mutate(body));

  // The preview asks about what is typed now, once typing pauses; an answer for an older
  // sentence or region is never shown as the current one.
  const previewBody = prompt.trim() !== "" && problem === null ? body : null;
  const settled = useDebounced(previewBody, PREVIEW_PAUSE_MS);
  const preview = useTouchUpPreview(settled);
  const current = previewBody !== null && settled === previewBody;
  const previewState =
    previewBody === null
      ? "idle"
      : !current || preview.isPending
        ? "reading"
        : preview.isError
          ? "error"
          : "ready";
  const shown = previewState === "ready" ? preview.data : undefined;
  const mask = shown?.mask
    ? {
        x: shown.mask.x,
        y: shown.mask.y,
        width: shown.mask.width,
        height: shown.mask.height,
        pixels: shown.mask.pixels,
        pngBase64: shown.mask.png_base64,
      }
    : null;

  const result = touchUp.data;
  const resultZoom = fitScale(sprite.width, sprite.height, 200);
  return (
    <PanelFrame
      id="touch-up"
      title="Touch up"
      intro={`Redraws one region from a sentence (recolor, add, remove, detail) in the sprite's own colors; every pixel outside it stays exactly as it is. At most ${TOUCH_UP_MAX_REGION} × ${TOUCH_UP_MAX_REGION} px.`}
    >
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[max-content_minmax(0,22rem)]">
        <div className="min-w-0 overflow-auto">
          <RegionCanvas
            base64={source}
            width={sprite.width}
            height={sprite.height}
            zoom={zoom}
            label={`Touch-up canvas: ${spriteName(sprite)}`}
            mask={mask}
          />
        </div>

        <form
          aria-label="Touch-up settings"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <RegionFields />
          {errors.region ? <p className="-mt-2 text-xs text-red-300">{errors.region}</p> : null}
          <p className="-mt-2 text-xs text-zinc-400">
            Sprite pixels from the top-left; each side at most {TOUCH_UP_MAX_REGION} px.
          </p>
          <PromptField
            label="Touch-up prompt"
            error={errors.prompt}
            hint="“make the cape blue”, “add a scar”, “remove the hat”, “more detail on the belt”."
            value={prompt}
            onChange={(value) => {
              setPrompt(value);
              form.touch();
            }}
            max={TOUCH_UP_PROMPT_MAX}
            rows={2}
            className="min-h-16 w-full rounded-md border border-line bg-ink px-3 py-2 text-sm text-zinc-100 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400/70"
          />
          <TouchUpPreviewNote
            state={previewState}
            preview={shown}
            error={previewState === "error" ? preview.error : null}
            onUse={(name) => {
              setPrompt((sentence) => insertWord(sentence, name));
              form.touch();
            }}
          />
          {shown?.whole_object || extend ? (
            <label className="-mt-2 flex items-center gap-2 text-xs text-zinc-200">
              <input
                type="checkbox"
                checked={extend}
                onChange={(event) => setExtend(event.target.checked)}
              />
              {shown?.whole_object
                ? `Extend to the whole object (${shown.whole_object.pixels} px past the region)`
                : "Extend to the whole object"}
            </label>
          ) : null}
          <PublicField checked={isPublic} onChange={setPublic} />
          <SubmitRow
            formError={form.formError}
            error={touchUp.error}
            pending={touchUp.isPending}
            disabled={problem !== null || shown?.refused !== undefined}
            label="Apply touch-up"
            pendingLabel="Touching up…"
            cost={JOB_COSTS.touchUp}
          />
        </form>
      </div>

      {result ? (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <BeforeAfter
              width={sprite.width}
              height={sprite.height}
              box={200}
              before={{ label: "Before", base64: source, alt: `Before: ${spriteName(sprite)}` }}
              after={{
                label: "After",
                base64: spritePngBase64(result.image),
                alt: "After: touched up",
              }}
            />
            <ChangeView
              beforeBase64={source}
              afterBase64={spritePngBase64(result.image)}
              width={sprite.width}
              height={sprite.height}
              region={result.region ?? region}
              zoom={Math.max(1, resultZoom)}
            />
          </div>
          <SavedNote href={`/sprites/${result.id}`} linkText="Open the new sprite">
            {resultSummary(result)}
          </SavedNote>
        </div>
      ) : null}
    </PanelFrame>
  );
}

function resultSummary(result: SpriteRecord): string {
  const parts = [
    result.action ? `read as “${result.action}”` : null,
    result.region
      ? `region ${result.region.x}, ${result.region.y}, ${result.region.width} × ${result.region.height} px`
      : null,
  ].filter(Boolean);
  return `Saved as a new sprite${parts.length > 0 ? ` (${parts.join("; ")})` : ""}.`;
}
