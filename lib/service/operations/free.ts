import { generatePalettes } from "../domain/palettes/generate-palettes";
import { savePalette } from "../domain/palettes/save-palette";
import { importSprite } from "../domain/sprites/import-sprite";
import { defineOperation } from "./define";

/** POST /api/sprites/import: an existing PNG, JPEG or WebP becomes a private sprite, free. */
export const importOperation = defineOperation({
  endpoint: "importSprite",
  serve: (ctx, ownerId, input) => importSprite(ctx, ownerId, input),
});

/** POST /api/palettes/generate: palette options from a prompt; free, saves nothing. */
export const paletteGenerationOperation = defineOperation({
  endpoint: "generatePalettes",
  serve: async (_ctx, _ownerId, input) => generatePalettes(input),
});

/** POST /api/palettes: saves a palette from a recipe (regenerated here) or explicit colours. */
export const paletteSaveOperation = defineOperation({
  endpoint: "savePalette",
  serve: (ctx, ownerId, input) => savePalette(ctx, ownerId, input),
});
