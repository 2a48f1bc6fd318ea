/**
 * The asset vocabulary the subject registry is judged on; the contact sheet draws it by asset
 * type (`npm run contact-sheet -- --page subjects --type item`).
 */
export { ASSET_VOCABULARY, type AssetSubject } from "./asset-vocabulary";
