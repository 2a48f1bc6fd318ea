import { cancelJob } from "../../jobs/cancel";
import { listJobs } from "../../jobs/list-jobs";
import { pollJob } from "../../jobs/poll";
import { route } from "../router";

export const jobRoutes = [
  route("listJobs", ({ ctx, caller, query }) => listJobs(ctx, caller.account.id, query)),
  route("getAnimation", ({ ctx, caller, params }) =>
    pollJob(ctx, caller.account.id, "animation", params.id!),
  ),
  route("cancelAnimation", ({ ctx, caller, params }) =>
    cancelJob(ctx, caller.account.id, "animation", params.id!),
  ),
  route("getRestyle", ({ ctx, caller, params }) =>
    pollJob(ctx, caller.account.id, "restyle", params.id!),
  ),
  route("cancelRestyle", ({ ctx, caller, params }) =>
    cancelJob(ctx, caller.account.id, "restyle", params.id!),
  ),
  route("getCombine", ({ ctx, caller, params }) =>
    pollJob(ctx, caller.account.id, "combine", params.id!),
  ),
  route("cancelCombine", ({ ctx, caller, params }) =>
    cancelJob(ctx, caller.account.id, "combine", params.id!),
  ),
];
