import { getSpriteLayers } from "../../domain/layers/get-layers";
import { getOwnedSprite, getPublicSprite } from "../../domain/sprites/get-sprite";
import { listSprites } from "../../domain/sprites/list-sprites";
import { presentSprite } from "../../domain/sprites/present";
import { planRedo, presentRedo } from "../../operations/redo-plan";
import { route } from "../router";

export const spriteRoutes = [
  route("listSprites", ({ ctx, caller, query }) =>
    listSprites(ctx, { ownerId: caller.account.id }, query),
  ),
  route("getSprite", async ({ ctx, caller, params }) =>
    presentSprite(await getOwnedSprite(ctx.db, caller.account.id, params.id!)),
  ),
  route("getSpriteLayers", ({ ctx, caller, params }) =>
    getSpriteLayers(ctx, caller.account.id, params.id!),
  ),
  route("quoteRedo", async ({ ctx, caller, params, query }) =>
    presentRedo(await planRedo(ctx, caller.account.id, params.id!, query.from_version_id)),
  ),
  route("listGallery", ({ ctx, query }) => listSprites(ctx, "public", query)),
  route("getGallerySprite", async ({ ctx, params }) =>
    presentSprite(await getPublicSprite(ctx.db, params.id!)),
  ),
];
