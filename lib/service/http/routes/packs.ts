import { cancelPack, createPack, getPack, runPack } from "../../domain/packs/packs";
import { route } from "../router";

export const packRoutes = [
  route("createPack", ({ ctx, caller, body }) => createPack(ctx, caller.account.id, body)),
  route("runPack", ({ ctx, caller, params, body }) =>
    runPack(ctx, caller.account.id, params.id!, body),
  ),
  route("getPack", ({ ctx, caller, params }) => getPack(ctx, caller.account.id, params.id!)),
  route("cancelPack", ({ ctx, caller, params }) => cancelPack(ctx, caller.account.id, params.id!)),
];
