import { createKey } from "../../domain/keys/create-key";
import { listKeys } from "../../domain/keys/list-keys";
import { revokeKey } from "../../domain/keys/revoke-key";
import { route } from "../router";

export const keyRoutes = [
  route("listKeys", ({ ctx, caller }) => listKeys(ctx, caller.account.id)),
  route("createKey", ({ ctx, caller, body }) => createKey(ctx, caller.account.id, body.name)),
  route("revokeKey", ({ ctx, caller, params }) => revokeKey(ctx, caller.account.id, params.id!)),
];
