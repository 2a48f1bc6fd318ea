import { makeNormalMap } from "../../domain/edits/normal-map";
import { removeBackground } from "../../domain/edits/remove-background";
import { rotate } from "../../domain/edits/rotate";
import { touchUp } from "../../domain/edits/touch-up";
import { route } from "../router";

export const editRoutes = [
  route("touchUp", ({ ctx, caller, body }) => touchUp(ctx, caller.account.id, body)),
  route("rotate", ({ ctx, caller, body }) => rotate(ctx, caller.account.id, body)),
  route("normalMap", ({ ctx, caller, body }) => makeNormalMap(ctx, caller.account.id, body)),
  route("removeBackground", ({ ctx, caller, body }) =>
    removeBackground(ctx, caller.account.id, body),
  ),
];
