import { queryOptions } from "@tanstack/react-query";
import { schemas } from "./schemas";
import { apiFetch } from "./fetch";

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
