"use client";

import { useState } from "react";
import type { PaletteOption } from "@/lib/client/palettes";
import { PaletteImport } from "./palette-import";
import { PaletteList } from "./palette-list";
import { RecipeEditor } from "./recipe-editor";
import { SuggestPanel } from "./suggest-panel";

/** /palettes: suggest, pick, tweak and save; import files; the saved list with exports. */
export function PaletteStudio() {
  const [choice, setChoice] = useState<{ option: PaletteOption; prompt: string } | null>(null);
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <SuggestPanel
          chosen={choice?.option ?? null}
          onChoose={(option, prompt) => setChoice({ option, prompt })}
        />
        <div className="flex flex-col gap-6">
          {choice ? (
            <RecipeEditor
              // A new option starts from its own recipe.
              key={`${choice.prompt}#${choice.option.option}#${choice.option.recipe.seed}`}
              option={choice.option}
              prompt={choice.prompt}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-sm text-zinc-400">
              Suggest palettes and pick an option to tweak its hue shift, color count and moods
              before saving it.
            </p>
          )}
          <PaletteImport />
        </div>
      </div>
      <section aria-labelledby="saved-heading" className="flex flex-col gap-3">
        <h2 id="saved-heading" className="text-lg font-semibold text-zinc-50">
          Saved palettes
        </h2>
        <PaletteList />
      </section>
    </div>
  );
}
