"use client";

import { Button } from "@/components/ui/button";
import { IMPORT_ACCEPT } from "@/lib/client/image-checks";
import type { ImportFlow } from "./use-import-flow";

/**
 * "Import sprite" opens the file picker. The input stays in the DOM (visually hidden, labelled
 * "Sprite file") so assistive tech and test drivers can set files on it directly.
 */
export function ImportButton({ flow }: { flow: ImportFlow }) {
  return (
    <div>
      <label htmlFor="sprite-file" className="sr-only">
        Sprite file
      </label>
      <input
        ref={flow.inputRef}
        id="sprite-file"
        type="file"
        accept={IMPORT_ACCEPT}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void flow.chooseFile(file);
        }}
      />
      <Button variant="primary" onClick={flow.openPicker} aria-describedby="import-rules">
        <UploadIcon />
        Import sprite
      </Button>
    </div>
  );
}

function UploadIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 7 7" shapeRendering="crispEdges" aria-hidden>
      <path fill="currentColor" d="M3 0h1v1h1v1h1v1H4v2H3V3H1V2h1V1h1zM0 6h7v1H0z" />
    </svg>
  );
}
