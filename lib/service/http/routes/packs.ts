import { editPack } from "../../domain/packs/edit-pack";
import { cancelPack, getPack, listPacks } from "../../domain/packs/packs";
import { route } from "../router";

/** Reading, editing and cancelling asset packs; planning and running them are operations. */
export const packRoutes = [
  route("listPacks", ({ ctx, caller, query }) => listPacks(ctx, caller.account.id, query.limit)),
  route("getPack", ({ ctx, caller, params }) => getPack(ctx, caller.account.id, params.id!)),
  route("updatePack", ({ ctx, caller, params, body }) =>
    editPack(ctx, caller.account.id, params.id!, body),
  ),
  route("cancelPack", ({ ctx, caller, params }) => cancelPack(ctx, caller.account.id, params.id!)),
];
