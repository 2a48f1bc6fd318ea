"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { PanelFrame } from "@/components/sprite/job-panel-frame";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { stripLayout } from "@/lib/client/strip";
import type { SpriteRecord } from "@/lib/contract/sprites";
import type { EditorDocument } from "@/lib/editor/document";
import { documentFromPng } from "@/lib/editor/png";
import { EditorProvider, useEditorApi } from "./editor-context";
import { FramePicker } from "./frame-picker";
import { PalettePanel } from "./palette-panel";
import { SaveVersion } from "./save-version";
import { ShortcutsButton } from "./shortcuts-panel";
import { Toolbar } from "./toolbar";
import { useShortcuts } from "./use-shortcuts";

// Konva loads with the canvas, after the editor's buttons: never in a page's first load.
const EditorStage = dynamic(() => import("./editor-stage"), {
  ssr: false,
  loading: () => <Spinner label="Loading the canvas" />,
});

/**
 * "Edit pixels": the sprite's picture, decoded in the browser into a palette-indexed document
 * (a strip into its frames), edited by hand and saved as a new version.
 */
export function PixelEditorPanel({ sprite }: { sprite: SpriteRecord }) {
  const [doc, setDoc] = useState<EditorDocument | null>(null);
  const [error, setError] = useState<unknown>(null);
  const base64 = spritePngBase64(sprite.image);
  const { frameCount } = stripLayout(sprite);

  useEffect(() => {
    let live = true;
    documentFromPng(base64, frameCount).then(
      (decoded) => live && setDoc(decoded),
      (reason: unknown) => live && setError(reason),
    );
    return () => {
      live = false;
    };
  }, [base64, frameCount]);

  return (
    <PanelFrame
      id="edit-pixels"
      title="Edit pixels"
      intro="Draw by hand in the sprite's colours or new ones, then save the result as a new version (free). Nothing changes until you save."
    >
      {error ? (
        <ErrorMessage error={error} />
      ) : doc ? (
        <EditorProvider doc={doc}>
          <Editor name={spriteName(sprite)} sourceId={sprite.id} />
        </EditorProvider>
      ) : (
        <Spinner label="Reading the sprite's pixels" />
      )}
    </PanelFrame>
  );
}

function Editor({ name, sourceId }: { name: string; sourceId: string }) {
  const api = useEditorApi();
  const [help, setHelp] = useState(false);
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  useShortcuts(api, toggleHelp);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Toolbar />
        </div>
        <ShortcutsButton open={help} onToggle={toggleHelp} />
      </div>
      {/*
       * Wide: the canvas on the left, colours, saved palette and saving in a column beside it.
       * Narrow: one column, and the colours stick to the bottom of the screen while any of the
       * editor is in view (a sticky box stays inside its parent, so they all share this one),
       * so changing colour never means scrolling away from the drawing.
       */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:grid-rows-[auto_auto_auto_1fr]">
        <div className="flex min-w-0 flex-col gap-3 lg:row-span-4">
          <EditorStage label={`Pixel canvas: ${name}`} />
          <FramePicker />
        </div>
        <PalettePanel className="max-lg:sticky max-lg:bottom-0 max-lg:z-10 max-lg:-mx-4 max-lg:border-t max-lg:border-line max-lg:bg-panel/95 max-lg:px-4 max-lg:py-2 max-lg:backdrop-blur sm:max-lg:-mx-5 sm:max-lg:px-5" />
        <SaveVersion sourceId={sourceId} />
      </div>
    </div>
  );
}
