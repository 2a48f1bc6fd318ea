import { previewTouchUp } from "../domain/edits/preview-touch-up";
import { defineOperation } from "./define";

/**
 * POST /api/touch-ups/preview: free and synchronous. Takes the touch-up's own body and answers
 * what the paid touch-up would read and exactly which pixels it would change; stores nothing.
 */
export const touchUpPreviewOperation = defineOperation({
  endpoint: "touchUpPreview",
  serve: (ctx, ownerId, input) => previewTouchUp(ctx, ownerId, input),
});
