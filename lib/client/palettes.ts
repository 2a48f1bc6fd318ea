import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  GeneratePalettesRequest,
  Palette,
  PaletteOption as PaletteOptionSchema,
  PaletteRecipe,
} from "@/lib/contract/palettes";
import { apiFetch } from "./fetch";
import { schemas } from "./schemas";

export type { Palette, PaletteRecipe };
export type PaletteOption = z.infer<typeof PaletteOptionSchema>;

export const paletteKeys = {
  all: ["palettes"] as const,
  list: () => [...paletteKeys.all, "list"] as const,
  detail: (id: string) => [...paletteKeys.all, "detail", id] as const,
};

/** GET /api/palettes: saved palettes, newest first. */
export const paletteListQuery = () =>
  queryOptions({
    queryKey: paletteKeys.list(),
    queryFn: ({ signal }) => apiFetch("/api/palettes", { signal, schema: schemas.PaletteList }),
  });

/** GET /api/palettes/{id}. A saved palette never changes. */
export const paletteQuery = (id: string) =>
  queryOptions({
    queryKey: paletteKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/palettes/${encodeURIComponent(id)}`, { signal, schema: schemas.Palette }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/palettes/generate: free, saves nothing. */
export function useSuggestPalettes() {
  return useMutation({
    mutationFn: (body: GeneratePalettesRequest) =>
      apiFetch("/api/palettes/generate", {
        method: "POST",
        json: body,
        schema: schemas.GeneratePalettesResponse,
      }),
  });
}

/** POST /api/palettes with a recipe (regenerated server-side) or explicit colors. */
export type SavePaletteBody =
  | { name: string; recipe: PaletteRecipe }
  | { name: string; colors: string[] };

export function useSavePalette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePaletteBody) =>
      apiFetch("/api/palettes", { method: "POST", json: body, schema: schemas.Palette }),
    onSuccess: (palette) => {
      queryClient.setQueryData(paletteKeys.detail(palette.id), palette);
      return queryClient.invalidateQueries({ queryKey: paletteKeys.list() });
    },
  });
}
