import { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE } from "@/lib/client/constants";

/** The service's import rules, in words, shown before anything is chosen. */
export function ImportRules() {
  return (
    <p id="import-rules" className="text-xs text-zinc-400">
      Imports are free and private. Accepted: one PNG, JPEG or WebP image (not animated, not a
      sheet), {IMPORT_MIN_SIDE} to {IMPORT_MAX_SIDE} px on each side, up to 1.5 MB.
    </p>
  );
}
