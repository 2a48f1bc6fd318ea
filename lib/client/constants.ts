/**
 * Plain values the browser needs from the contract: the zod-free module, so first-load
 * JavaScript carries no schema library.
 */
export {
  ASSET_TYPES,
  IMPORT_MAX_SIDE,
  IMPORT_MIN_SIDE,
  IMPORT_TITLE_MAX,
} from "@/lib/contract/constants";
