import { z } from "zod";
import type { PricedOperation } from "./operations";
import { Account, AssetTypeList, Balance, Limits } from "./account";
import {
  BackgroundRemovalRequest,
  NormalMapRequest,
  RotationRequest,
  TouchUpRequest,
} from "./edits";
import { ErrorBody } from "./errors";
import { TouchUpPreview } from "./touch-up-preview";
import { SpriteLayers } from "./layers";
import { RedoAccepted, RedoPlan, RedoQuery, RedoRequest } from "./redo";
import {
  CancelResponse,
  CreateAnimationRequest,
  CreateCombineRequest,
  CreateRestyleRequest,
  JobAcceptance,
  JobList,
  ListJobsQuery,
  JobProgress,
} from "./jobs";
import {
  AdminAddTokensRequest,
  AdminCreateAccountRequest,
  AdminCreatedAccount,
  AdminCreatedKey,
  AdminJobsState,
  AdminRevokedKey,
  AdminRevokeKeyRequest,
  ApiKeyList,
  CreateApiKeyRequest,
  CreatedApiKey,
  RevokedApiKey,
} from "./keys";
import {
  CreatePackRequest,
  ListPacksQuery,
  Pack,
  PackList,
  RunPackRequest,
  UpdatePackRequest,
} from "./packs";
import {
  GeneratePalettesRequest,
  GeneratePalettesResponse,
  Palette,
  PaletteList,
  SavePaletteRequest,
} from "./palettes";
import {
  GalleryQuery,
  GeneratedSpriteRecord,
  GenerateSpriteRequest,
  ImportSpriteRequest,
  ListSpritesQuery,
  SpritePage,
  SpriteRecord,
  CreateVersionRequest,
  DeletedSprite,
  UpdateSpriteRequest,
} from "./sprites";

/**
 * Every endpoint of the API: the sprite API, our extensions and the admin API. The OpenAPI document
 * is built from this list, and the service's router binds handlers to these ids, so a path, a
 * method or a schema is written once.
 */
export interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** OpenAPI-style path: `/api/sprites/{id}`. */
  path: string;
  summary: string;
  /** `key`: Bearer API key; `admin`: Bearer ADMIN_TOKEN; `none`: public. */
  auth: "key" | "admin" | "none";
  tag: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  success: { status: number; schema: z.ZodType };
  /** Costs tokens: may answer 402 `insufficient_tokens`, and charges nothing when it does. */
  paid?: true;
  /** Which entry of the price book prices it (packs are priced step by step instead). */
  price?: PricedOperation;
  /**
   * Body fields the content filter screens before anything is charged or stored; a refusal is
   * 422 `nsfw_prompt`. Every prompt, and every title or name another account can come to see
   * (a sprite's name or title reaches the gallery once it is published).
   */
  promptFields?: readonly string[];
  /** Draws pixels while the client waits: a failed render is 500 `provider_failure`, refunded. */
  rendersNow?: true;
  /**
   * The response carries a secret shown once (a new API key). Such a response is never stored to
   * be replayed, so the operation does not take `Idempotency-Key`: the header is ignored and a
   * retry makes a second key (which the key cap bounds and the keys list shows).
   */
  showsSecret?: true;
}

/**
 * Whether the operation takes the `Idempotency-Key` header: writes made with an API key whose
 * response holds no secret. The pipeline and the OpenAPI document both ask this.
 */
export const takesIdempotencyKey = (endpoint: Endpoint) =>
  endpoint.method === "POST" && endpoint.auth === "key" && !endpoint.showsSecret;

const PollResponse = z.union([SpriteRecord, JobProgress]);

export const endpoints = {
  me: {
    method: "GET",
    path: "/api/me",
    summary: "The calling account",
    auth: "key",
    tag: "Account",
    success: { status: 200, schema: Account },
  },
  balance: {
    method: "GET",
    path: "/api/balance",
    summary: "Token balance",
    auth: "key",
    tag: "Account",
    success: { status: 200, schema: Balance },
  },
  assetTypes: {
    method: "GET",
    path: "/api/asset-types",
    summary: "Asset types, costs and sizes",
    auth: "key",
    tag: "Account",
    success: { status: 200, schema: AssetTypeList },
  },
  limits: {
    method: "GET",
    path: "/api/limits",
    summary: "Enforced request limits",
    auth: "key",
    tag: "Account",
    success: { status: 200, schema: Limits },
  },

  generateSprite: {
    method: "POST",
    path: "/api/sprites",
    summary: "Generate a still sprite",
    price: "generate",
    auth: "key",
    tag: "Sprites",
    body: GenerateSpriteRequest,
    paid: true,
    rendersNow: true,
    promptFields: ["prompt"],
    success: { status: 201, schema: GeneratedSpriteRecord },
  },
  importSprite: {
    method: "POST",
    path: "/api/sprites/import",
    summary: "Import a PNG, JPEG or WebP sprite",
    price: "import",
    auth: "key",
    tag: "Sprites",
    body: ImportSpriteRequest,
    promptFields: ["title"],
    success: { status: 201, schema: SpriteRecord },
  },
  listSprites: {
    method: "GET",
    path: "/api/sprites",
    summary: "Your sprites and animations, newest first",
    auth: "key",
    tag: "Sprites",
    query: ListSpritesQuery,
    success: { status: 200, schema: SpritePage },
  },
  getSprite: {
    method: "GET",
    path: "/api/sprites/{id}",
    summary: "One of your sprites",
    auth: "key",
    tag: "Sprites",
    success: { status: 200, schema: SpriteRecord },
  },
  updateSprite: {
    method: "PATCH",
    path: "/api/sprites/{id}",
    summary: "Rename, publish or unpublish one of your sprites (extension)",
    auth: "key",
    tag: "Sprites",
    body: UpdateSpriteRequest,
    promptFields: ["name"],
    success: { status: 200, schema: SpriteRecord },
  },
  deleteSprite: {
    method: "DELETE",
    path: "/api/sprites/{id}",
    summary: "Delete one of your sprites; what was made from it keeps it as its source (extension)",
    auth: "key",
    tag: "Sprites",
    success: { status: 200, schema: DeletedSprite },
  },
  getSpriteLayers: {
    method: "GET",
    path: "/api/sprites/{id}/layers",
    summary:
      "The parts one of your sprites was drawn from, as layers with their pixels; 404 for a sprite without layers, such as an import (extension)",
    auth: "key",
    tag: "Sprites",
    success: { status: 200, schema: SpriteLayers },
  },
  createVersion: {
    method: "POST",
    path: "/api/sprites/{id}/versions",
    summary: "Save a hand-edited version as a new sprite derived from this one (extension)",
    auth: "key",
    tag: "Sprites",
    price: "version",
    body: CreateVersionRequest,
    promptFields: ["title"],
    success: { status: 201, schema: SpriteRecord },
  },
  quoteRedo: {
    method: "GET",
    path: "/api/sprites/{id}/redo-derivatives",
    summary:
      "What redoing an older version's animations, rotations and normal maps on this one would make and cost (free; extension)",
    auth: "key",
    tag: "Sprites",
    query: RedoQuery,
    success: { status: 200, schema: RedoPlan },
  },
  redoDerivatives: {
    method: "POST",
    path: "/api/sprites/{id}/redo-derivatives",
    summary:
      "Redo an older version's animations, rotations and normal maps on this one, same parameters, each at its operation's price, charged together (extension)",
    auth: "key",
    tag: "Jobs",
    body: RedoRequest,
    paid: true,
    success: { status: 202, schema: RedoAccepted },
  },

  generatePalettes: {
    method: "POST",
    path: "/api/palettes/generate",
    summary: "Propose palette options (saves nothing)",
    price: "paletteGeneration",
    auth: "key",
    tag: "Palettes",
    body: GeneratePalettesRequest,
    promptFields: ["prompt"],
    success: { status: 200, schema: GeneratePalettesResponse },
  },
  savePalette: {
    method: "POST",
    path: "/api/palettes",
    summary: "Save a palette from a recipe or colors",
    price: "paletteSave",
    auth: "key",
    tag: "Palettes",
    body: SavePaletteRequest,
    success: { status: 201, schema: Palette },
  },
  listPalettes: {
    method: "GET",
    path: "/api/palettes",
    summary: "Your palettes, newest first",
    auth: "key",
    tag: "Palettes",
    success: { status: 200, schema: PaletteList },
  },
  getPalette: {
    method: "GET",
    path: "/api/palettes/{id}",
    summary: "One of your palettes",
    auth: "key",
    tag: "Palettes",
    success: { status: 200, schema: Palette },
  },

  createAnimation: {
    method: "POST",
    path: "/api/animations",
    summary: "Start an animation job",
    price: "animation",
    auth: "key",
    tag: "Jobs",
    body: CreateAnimationRequest,
    paid: true,
    promptFields: ["custom_prompt"],
    success: { status: 202, schema: JobAcceptance },
  },
  getAnimation: {
    method: "GET",
    path: "/api/animations/{id}",
    summary: "Poll an animation job",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: PollResponse },
  },
  cancelAnimation: {
    method: "POST",
    path: "/api/animations/{id}/cancel",
    summary: "Cancel a running animation and refund it",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: CancelResponse },
  },
  createRestyle: {
    method: "POST",
    path: "/api/restyles",
    summary: "Start a restyle job",
    price: "restyle",
    auth: "key",
    tag: "Jobs",
    body: CreateRestyleRequest,
    paid: true,
    promptFields: ["custom_prompt"],
    success: { status: 202, schema: JobAcceptance },
  },
  getRestyle: {
    method: "GET",
    path: "/api/restyles/{id}",
    summary: "Poll a restyle job",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: PollResponse },
  },
  cancelRestyle: {
    method: "POST",
    path: "/api/restyles/{id}/cancel",
    summary: "Cancel a running restyle and refund it",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: CancelResponse },
  },
  createCombine: {
    method: "POST",
    path: "/api/combines",
    summary: "Start a combine job",
    price: "combine",
    auth: "key",
    tag: "Jobs",
    body: CreateCombineRequest,
    paid: true,
    promptFields: ["prompt"],
    success: { status: 202, schema: JobAcceptance },
  },
  getCombine: {
    method: "GET",
    path: "/api/combines/{id}",
    summary: "Poll a combine job",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: PollResponse },
  },
  cancelCombine: {
    method: "POST",
    path: "/api/combines/{id}/cancel",
    summary: "Cancel a running combine and refund it",
    auth: "key",
    tag: "Jobs",
    success: { status: 200, schema: CancelResponse },
  },

  createPack: {
    method: "POST",
    path: "/api/agent",
    summary: "Plan an asset pack from one prompt, priced step by step (free)",
    auth: "key",
    tag: "Asset packs",
    body: CreatePackRequest,
    promptFields: ["prompt"],
    success: { status: 201, schema: Pack },
  },
  runPack: {
    method: "POST",
    path: "/api/agent/{id}/run",
    summary: "Run a planned pack at its approved total (charged then; 409 price_changed if stale)",
    auth: "key",
    tag: "Asset packs",
    body: RunPackRequest,
    paid: true,
    success: { status: 202, schema: Pack },
  },
  listPacks: {
    method: "GET",
    path: "/api/agent",
    summary: "Your asset packs, newest first (extension)",
    auth: "key",
    tag: "Asset packs",
    query: ListPacksQuery,
    success: { status: 200, schema: PackList },
  },
  getPack: {
    method: "GET",
    path: "/api/agent/{id}",
    summary: "A pack's plan, status and results",
    auth: "key",
    tag: "Asset packs",
    success: { status: 200, schema: Pack },
  },
  updatePack: {
    method: "PATCH",
    path: "/api/agent/{id}",
    summary:
      "Edit a planned pack: remove or change steps; answers the plan priced again (extension)",
    auth: "key",
    tag: "Asset packs",
    body: UpdatePackRequest,
    promptFields: ["steps[].prompt"],
    success: { status: 200, schema: Pack },
  },
  cancelPack: {
    method: "POST",
    path: "/api/agent/{id}/cancel",
    summary: "Cancel a pack; steps not yet made are refunded",
    auth: "key",
    tag: "Asset packs",
    success: { status: 200, schema: Pack },
  },
  listJobs: {
    method: "GET",
    path: "/api/jobs",
    summary: "Your jobs, newest first (extension: find running jobs again)",
    auth: "key",
    tag: "Jobs",
    query: ListJobsQuery,
    success: { status: 200, schema: JobList },
  },
  touchUp: {
    method: "POST",
    path: "/api/touch-ups",
    summary: "Redraw one region of a sprite",
    price: "touchUp",
    auth: "key",
    tag: "Edits",
    body: TouchUpRequest,
    paid: true,
    rendersNow: true,
    promptFields: ["prompt"],
    success: { status: 201, schema: SpriteRecord },
  },
  /**
   * Free: what the same body would do on POST /api/touch-ups (the reading, the region's objects
   * and the exact pixels that would change), drawn with the same seed and stored nowhere.
   */
  touchUpPreview: {
    method: "POST",
    path: "/api/touch-ups/preview",
    summary: "Preview a touch-up: what it reads and which pixels it changes (free)",
    auth: "key",
    tag: "Edits",
    body: TouchUpRequest,
    promptFields: ["prompt"],
    success: { status: 200, schema: TouchUpPreview },
  },
  rotate: {
    method: "POST",
    path: "/api/rotations",
    summary: "Eight facings as one strip",
    price: "rotation",
    auth: "key",
    tag: "Edits",
    body: RotationRequest,
    paid: true,
    rendersNow: true,
    success: { status: 201, schema: SpriteRecord },
  },
  normalMap: {
    method: "POST",
    path: "/api/normal-maps",
    summary: "Tangent-space normal map",
    price: "normalMap",
    auth: "key",
    tag: "Edits",
    body: NormalMapRequest,
    paid: true,
    rendersNow: true,
    success: { status: 201, schema: SpriteRecord },
  },
  removeBackground: {
    method: "POST",
    path: "/api/background-removals",
    summary: "Remove a flat background",
    price: "backgroundRemoval",
    auth: "key",
    tag: "Edits",
    body: BackgroundRemovalRequest,
    paid: true,
    rendersNow: true,
    success: { status: 201, schema: SpriteRecord },
  },

  listGallery: {
    method: "GET",
    path: "/api/gallery",
    summary: "Public sprites of every account, newest first",
    auth: "key",
    tag: "Gallery",
    query: GalleryQuery,
    success: { status: 200, schema: SpritePage },
  },
  getGallerySprite: {
    method: "GET",
    path: "/api/gallery/{id}",
    summary: "One public sprite",
    auth: "key",
    tag: "Gallery",
    success: { status: 200, schema: SpriteRecord },
  },

  listKeys: {
    method: "GET",
    path: "/api/keys",
    summary: "Your API keys (never their secrets)",
    auth: "key",
    tag: "Keys",
    success: { status: 200, schema: ApiKeyList },
  },
  createKey: {
    method: "POST",
    path: "/api/keys",
    summary: "Create an API key; the secret is shown once",
    auth: "key",
    tag: "Keys",
    body: CreateApiKeyRequest,
    showsSecret: true,
    success: { status: 201, schema: CreatedApiKey },
  },
  revokeKey: {
    method: "POST",
    path: "/api/keys/{id}/revoke",
    summary: "Revoke one of your API keys",
    auth: "key",
    tag: "Keys",
    success: { status: 200, schema: RevokedApiKey },
  },

  adminCreateAccount: {
    method: "POST",
    path: "/api/admin/accounts",
    summary: "Create an account and its first key",
    auth: "admin",
    tag: "Admin",
    body: AdminCreateAccountRequest,
    success: { status: 201, schema: AdminCreatedAccount },
  },
  adminCreateKey: {
    method: "POST",
    path: "/api/admin/accounts/{id}/keys",
    summary: "Create a key for an account",
    auth: "admin",
    tag: "Admin",
    success: { status: 201, schema: AdminCreatedKey },
  },
  adminRevokeKey: {
    method: "POST",
    path: "/api/admin/keys/revoke",
    summary: "Revoke a key by its secret",
    auth: "admin",
    tag: "Admin",
    body: AdminRevokeKeyRequest,
    success: { status: 200, schema: AdminRevokedKey },
  },
  adminAddTokens: {
    method: "POST",
    path: "/api/admin/accounts/{id}/tokens",
    summary: "Add purchased tokens",
    auth: "admin",
    tag: "Admin",
    body: AdminAddTokensRequest,
    success: { status: 200, schema: Account },
  },

  adminPauseJobs: {
    method: "POST",
    path: "/api/admin/jobs/pause",
    summary: "Stop workers claiming jobs (they queue up)",
    auth: "admin",
    tag: "Admin",
    success: { status: 200, schema: AdminJobsState },
  },
  adminResumeJobs: {
    method: "POST",
    path: "/api/admin/jobs/resume",
    summary: "Let workers claim jobs again",
    auth: "admin",
    tag: "Admin",
    success: { status: 200, schema: AdminJobsState },
  },
  openapi: {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    auth: "none",
    tag: "Meta",
    success: { status: 200, schema: z.record(z.string(), z.unknown()) },
  },
} satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;

export { ErrorBody };
