import { generatePalettes } from "../../domain/palettes/generate-palettes";
import { getOwnedPalette } from "../../domain/palettes/get-palette";
import { listPalettes } from "../../domain/palettes/list-palettes";
import { presentPalette } from "../../domain/palettes/present";
import { savePalette } from "../../domain/palettes/save-palette";
import { route } from "../router";

export const paletteRoutes = [
  route("generatePalettes", async ({ body }) => generatePalettes(body)),
  route("savePalette", ({ ctx, caller, body }) => savePalette(ctx, caller.account.id, body)),
  route("listPalettes", ({ ctx, caller }) => listPalettes(ctx, caller.account.id)),
  route("getPalette", async ({ ctx, caller, params }) =>
    presentPalette(await getOwnedPalette(ctx.db, caller.account.id, params.id!)),
  ),
];
