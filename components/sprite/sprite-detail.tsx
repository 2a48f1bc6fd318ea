"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/fetch";
import { spriteQuery } from "@/lib/client/sprites";
import { DownloadButton } from "./download-button";
import { Lineage } from "./lineage";
import { NormalMapLighting } from "./normal-map-lighting";
import { PromptReading } from "./prompt-reading";
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

type Tool = "remove-background" | "normal-map";
const TOOLS: { id: Tool; label: string }[] = [
  { id: "remove-background", label: "Remove background" },
  { id: "normal-map", label: "Normal map" },
];

/** /sprites/[id]: one of the artist's own sprites, with what it was made from and its tools. */
export function SpriteDetail({ id }: { id: string }) {
  const query = useQuery(spriteQuery(id));
  const [tool, setTool] = useState<Tool | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (tool) panelRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [tool]);

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
  return (
    <SpriteView
      sprite={sprite}
      owned
      back={<BackLink />}
      actions={
        <>
          <DownloadButton sprite={sprite} />
          {TOOLS.map(({ id: toolId, label }) => (
            <Button
              key={toolId}
              aria-expanded={tool === toolId}
              aria-controls={`${toolId}-panel`}
              onClick={() => setTool((open) => (open === toolId ? null : toolId))}
              className="aria-expanded:border-accent aria-expanded:text-accent"
            >
              {label}
            </Button>
          ))}
        </>
      }
      notice={<PromptReading id={sprite.id} />}
      extra={sprite.parentId ? <Lineage parentId={sprite.parentId} /> : null}
      panel={
        <>
          {tool ? (
            <div ref={panelRef}>
              {tool === "remove-background" ? (
                <RemoveBackgroundPanel sprite={sprite} />
              ) : (
                <NormalMapPanel sprite={sprite} />
              )}
            </div>
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
