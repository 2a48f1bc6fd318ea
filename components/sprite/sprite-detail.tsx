"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useRef, useState } from "react";
import type { Playback } from "@/components/strip-player/strip-player";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { RevealRequest } from "@/components/ui/use-reveal";
import { ANIMATION_FRAMES, COSTS, JOB_COSTS } from "@/lib/client/constants";
import { ApiClientError } from "@/lib/client/fetch";
import { type JobKind, useResumeJobs } from "@/lib/client/jobs";
import { costLabel } from "@/lib/client/labels";
import { spriteQuery } from "@/lib/client/sprites";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { SpriteVariations } from "@/components/variations/sprite-variations";
import { AnimationView } from "./animation-view";
import { DownloadMenu } from "./download-menu";
import { Lineage } from "./lineage";
import { LineageStrip } from "./lineage-strip";
import { NormalMapLighting } from "./normal-map-lighting";
import { PromptReading } from "./prompt-reading";
import { RedoDerivatives } from "./redo-derivatives";
import { SpriteManageBar } from "./sprite-manage-bar";
import { SpriteView } from "./sprite-view";

// Tools load when opened: the page's first load carries only the viewer and the buttons.
const panelLoading = () => <Spinner label="Opening the tool" />;
const RemoveBackgroundPanel = dynamic(
  () => import("./remove-background-panel").then((m) => m.RemoveBackgroundPanel),
  { ssr: false, loading: panelLoading },
);
const NormalMapPanel = dynamic(() => import("./normal-map-panel").then((m) => m.NormalMapPanel), {
  ssr: false,
  loading: panelLoading,
});
const AnimationPanel = dynamic(() => import("./animation-panel").then((m) => m.AnimationPanel), {
  ssr: false,
  loading: panelLoading,
});
const RestylePanel = dynamic(() => import("./restyle-panel").then((m) => m.RestylePanel), {
  ssr: false,
  loading: panelLoading,
});
const CombinePanel = dynamic(() => import("./combine-panel").then((m) => m.CombinePanel), {
  ssr: false,
  loading: panelLoading,
});
const TouchUpPanel = dynamic(() => import("./touch-up-panel").then((m) => m.TouchUpPanel), {
  ssr: false,
  loading: panelLoading,
});
const RotationPanel = dynamic(() => import("./rotation-panel").then((m) => m.RotationPanel), {
  ssr: false,
  loading: panelLoading,
});
const PixelEditorPanel = dynamic(
  () => import("@/components/pixel-editor/pixel-editor-panel").then((m) => m.PixelEditorPanel),
  { ssr: false, loading: panelLoading },
);

type Tool =
  | "animate"
  | "restyle"
  | "combine"
  | "touch-up"
  | "rotate"
  | "normal-map"
  | "remove-background"
  | "edit-pixels";

const range = (low: number, high: number) => `${low}–${costLabel(high)}`;

interface ToolEntry {
  id: Tool;
  label: string;
  /** The price shown on the button, before the click. */
  cost?: string;
  /** Takes a still only (animations cannot be its source). */
  stillOnly?: boolean;
}

const TOOLS: ToolEntry[] = [
  {
    id: "animate",
    label: "Animate",
    cost: range(
      JOB_COSTS.animation(ANIMATION_FRAMES.min),
      JOB_COSTS.animation(ANIMATION_FRAMES.max),
    ),
    stillOnly: true,
  },
  {
    id: "restyle",
    label: "Restyle",
    cost: range(JOB_COSTS.restyle.normal, JOB_COSTS.restyle.pro),
    stillOnly: true,
  },
  {
    id: "combine",
    label: "Combine",
    cost: range(JOB_COSTS.combine.normal, JOB_COSTS.combine.pro),
    stillOnly: true,
  },
  { id: "touch-up", label: "Touch up", cost: costLabel(JOB_COSTS.touchUp), stillOnly: true },
  { id: "rotate", label: "Rotate", cost: costLabel(JOB_COSTS.rotation), stillOnly: true },
  // A still's default map is one cell; a sheet costs per cell, an animation per frame.
  { id: "normal-map", label: "Normal map", cost: `${costLabel(COSTS.normalMap(1))}/frame` },
  {
    id: "remove-background",
    label: "Remove background",
    cost: range(COSTS.backgroundRemoval.standard, COSTS.backgroundRemoval.refined),
  },
  { id: "edit-pixels", label: "Edit pixels", cost: "free" },
];

const JOB_TOOL: Record<JobKind, Tool> = {
  animation: "animate",
  restyle: "restyle",
  combine: "combine",
};

function Panel({ tool, sprite }: { tool: Tool; sprite: SpriteRecord }) {
  switch (tool) {
    case "animate":
      return <AnimationPanel sprite={sprite} />;
    case "restyle":
      return <RestylePanel sprite={sprite} />;
    case "combine":
      return <CombinePanel sprite={sprite} />;
    case "touch-up":
      return <TouchUpPanel sprite={sprite} />;
    case "rotate":
      return <RotationPanel sprite={sprite} />;
    case "normal-map":
      return <NormalMapPanel sprite={sprite} />;
    case "remove-background":
      return <RemoveBackgroundPanel sprite={sprite} />;
    case "edit-pixels":
      return <PixelEditorPanel sprite={sprite} />;
  }
}

/** /sprites/[id]: one of the artist's own sprites, with what it was made from and its tools. */
export function SpriteDetail({ id }: { id: string }) {
  const query = useQuery(spriteQuery(id));
  const [tool, setTool] = useState<Tool | null>(null);
  const [playback, setPlayback] = useState<Playback | null>(null);
  // A tool opened by its button comes into view with its heading focused (PanelFrame reads it).
  const revealNext = useRef(false);

  // Jobs started from this sprite that have not been seen to end open their panel again.
  const resume = useCallback((kind: JobKind) => setTool((open) => open ?? JOB_TOOL[kind]), []);
  useResumeJobs(id, resume);

  if (query.isPending) return <Spinner label="Loading the sprite" />;
  if (query.isError) {
    const missing = query.error instanceof ApiClientError && query.error.code === "not_found";
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold text-zinc-50">
          {missing ? "Sprite not found" : "Sprite"}
        </h1>
        {missing ? (
          <p className="text-sm text-zinc-400">There is no sprite with this id in your account.</p>
        ) : null}
        <ErrorMessage error={query.error} />
        <BackLink />
      </div>
    );
  }

  const sprite = query.data;
  const animation = sprite.kind === "animation";
  const tools = TOOLS.filter((t) => !(animation && t.stillOnly));
  return (
    <SpriteView
      sprite={sprite}
      owned
      back={<BackLink />}
      viewer={animation ? <AnimationView sprite={sprite} onPlaybackChange={setPlayback} /> : null}
      actions={
        <>
          <DownloadMenu sprite={sprite} playback={playback} />
          <SpriteVariations sprite={sprite} />
          {tools.map(({ id: toolId, label, cost }) => (
            <Button
              key={toolId}
              aria-expanded={tool === toolId}
              aria-controls={`${toolId}-panel`}
              // The tool's name is its label; the price is read as its description.
              aria-describedby={cost ? `${toolId}-cost` : undefined}
              onClick={() => {
                revealNext.current = tool !== toolId;
                setTool((open) => (open === toolId ? null : toolId));
              }}
              className="aria-expanded:border-accent aria-expanded:text-accent"
            >
              {label}
              {cost ? (
                <span id={`${toolId}-cost`} aria-hidden className="text-xs text-zinc-400">
                  {" "}
                  · {cost}
                </span>
              ) : null}
            </Button>
          ))}
          {animation ? (
            <p className="w-full text-xs text-zinc-400">
              Animate, restyle, combine, touch up and rotate start from a still sprite.
            </p>
          ) : null}
        </>
      }
      manage={<SpriteManageBar sprite={sprite} />}
      notice={<PromptReading reading={sprite.reading} />}
      extra={
        <>
          {sprite.parentId ? <Lineage parentId={sprite.parentId} /> : null}
          <LineageStrip sprite={sprite} />
          {animation ? null : <RedoDerivatives sprite={sprite} />}
        </>
      }
      panel={
        <>
          {tool ? (
            <RevealRequest value={revealNext}>
              <Panel tool={tool} sprite={sprite} />
            </RevealRequest>
          ) : null}
          {sprite.operation === "normal-map" && sprite.parentId ? (
            <NormalMapLighting map={{ ...sprite, parentId: sprite.parentId }} />
          ) : null}
        </>
      }
    />
  );
}

function BackLink() {
  return (
    <Link href="/" className="text-sm text-zinc-400 hover:text-zinc-100">
      ← All sprites
    </Link>
  );
}
