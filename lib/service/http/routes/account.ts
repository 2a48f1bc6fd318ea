import { ASSET_TYPES } from "@/lib/contract/common";
import { SPRITE_PROMPT_MAX } from "@/lib/contract/constants";
import { presentAccount, presentBalance } from "../../domain/accounts/present";
import { route } from "../router";

/** Sizes per asset type (spec: Asset types); the request enum's extra types follow `item`. */
const SMALL_TYPES = new Set(["tile", "background", "ui", "effect"]);

export const accountRoutes = [
  route("me", async ({ caller }) => presentAccount(caller.account)),
  route("balance", async ({ caller }) => presentBalance(caller.account)),
  route("assetTypes", async () => ({
    asset_types: ASSET_TYPES.map((name) => ({
      name,
      token_cost: 1,
      min_size: SMALL_TYPES.has(name) ? 8 : 32,
      max_size: 400,
    })),
  })),
  route("limits", async ({ caller }) => ({
    rate_limit_per_minute: caller.account.rateLimitPerMinute,
    sprite: { min_size: 8, max_size: 400, prompt_max_length: SPRITE_PROMPT_MAX },
    animation: { min_frames: 4, max_frames: 16, frames_must_be_even: true },
  })),
];
