/**
 * The contract's schemas, each behind a dynamic import (see `SchemaLoader` in fetch.ts): the
 * bundler puts zod and the schemas in an async chunk, outside every route's first-load JS.
 * Response schemas validate what the API sends; request schemas check a form as the artist
 * types, loaded on the first keystroke.
 */
const account = () => import("@/lib/contract/account");
const edits = () => import("@/lib/contract/edits");
const jobs = () => import("@/lib/contract/jobs");
const keys = () => import("@/lib/contract/keys");
const packs = () => import("@/lib/contract/packs");
const palettes = () => import("@/lib/contract/palettes");
const redo = () => import("@/lib/contract/redo");
const session = () => import("@/lib/contract/session");
const sprites = () => import("@/lib/contract/sprites");
const touchUpPreview = () => import("@/lib/contract/touch-up-preview");
const layers = () => import("@/lib/contract/layers");

export const schemas = {
  Pack: () => packs().then((m) => m.Pack),
  PackList: () => packs().then((m) => m.PackList),
  Account: () => account().then((m) => m.Account),
  Balance: () => account().then((m) => m.Balance),
  AssetTypeList: () => account().then((m) => m.AssetTypeList),
  ApiKeyList: () => keys().then((m) => m.ApiKeyList),
  CreatedApiKey: () => keys().then((m) => m.CreatedApiKey),
  RevokedApiKey: () => keys().then((m) => m.RevokedApiKey),
  Palette: () => palettes().then((m) => m.Palette),
  PaletteList: () => palettes().then((m) => m.PaletteList),
  GeneratePalettesResponse: () => palettes().then((m) => m.GeneratePalettesResponse),
  SessionState: () => session().then((m) => m.SessionState),
  SignedIn: () => session().then((m) => m.SignedIn),
  SignedOut: () => session().then((m) => m.SignedOut),
  /** 201 from local-account creation: the sign-in answer plus the key, shown once. */
  CreatedLocalAccount: () =>
    Promise.all([session(), import("zod")]).then(([m, { z }]) =>
      m.SignedIn.extend({ api_key: z.string().min(1) }),
    ),
  SpritePage: () => sprites().then((m) => m.SpritePage),
  SpriteRecord: () => sprites().then((m) => m.SpriteRecord),
  GeneratedSpriteRecord: () => sprites().then((m) => m.GeneratedSpriteRecord),
  DeletedSprite: () => sprites().then((m) => m.DeletedSprite),
  TouchUpPreview: () => touchUpPreview().then((m) => m.TouchUpPreview),
  SpriteLayers: () => layers().then((m) => m.SpriteLayers),
  JobAcceptance: () => jobs().then((m) => m.JobAcceptance),
  CancelResponse: () => jobs().then((m) => m.CancelResponse),
  JobList: () => jobs().then((m) => m.JobList),
  RedoPlan: () => redo().then((m) => m.RedoPlan),
  RedoAccepted: () => redo().then((m) => m.RedoAccepted),
  /** A poll: the finished record, or `{ id, status, progress?, error? }` until then. */
  JobPoll: () =>
    Promise.all([sprites(), jobs()]).then(([s, j]) => s.SpriteRecord.or(j.JobProgress)),
};

/** Request schemas, for checking forms in the browser before anything is sent. */
export const requestSchemas = {
  GenerateSprite: () => sprites().then((m) => m.GenerateSpriteRequest),
  GeneratePalettes: () => palettes().then((m) => m.GeneratePalettesRequest),
  SavePalette: () => palettes().then((m) => m.SavePaletteRequest),
  BackgroundRemoval: () => edits().then((m) => m.BackgroundRemovalRequest),
  NormalMap: () => edits().then((m) => m.NormalMapRequest),
  TouchUp: () => edits().then((m) => m.TouchUpRequest),
  Rotation: () => edits().then((m) => m.RotationRequest),
  CreateAnimation: () => jobs().then((m) => m.CreateAnimationRequest),
  CreateRestyle: () => jobs().then((m) => m.CreateRestyleRequest),
  CreateCombine: () => jobs().then((m) => m.CreateCombineRequest),
};
