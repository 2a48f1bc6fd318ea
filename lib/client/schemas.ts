/**
 * The contract's response schemas, each behind a dynamic import (see `SchemaLoader` in fetch.ts):
 * the bundler puts zod and the schemas in an async chunk, outside every route's first-load JS.
 */
const account = () => import("@/lib/contract/account");
const keys = () => import("@/lib/contract/keys");
const palettes = () => import("@/lib/contract/palettes");
const session = () => import("@/lib/contract/session");
const sprites = () => import("@/lib/contract/sprites");

export const schemas = {
  Account: () => account().then((m) => m.Account),
  Balance: () => account().then((m) => m.Balance),
  AssetTypeList: () => account().then((m) => m.AssetTypeList),
  ApiKeyList: () => keys().then((m) => m.ApiKeyList),
  CreatedApiKey: () => keys().then((m) => m.CreatedApiKey),
  RevokedApiKey: () => keys().then((m) => m.RevokedApiKey),
  PaletteList: () => palettes().then((m) => m.PaletteList),
  SessionState: () => session().then((m) => m.SessionState),
  SignedIn: () => session().then((m) => m.SignedIn),
  SignedOut: () => session().then((m) => m.SignedOut),
  SpritePage: () => sprites().then((m) => m.SpritePage),
  SpriteRecord: () => sprites().then((m) => m.SpriteRecord),
};
