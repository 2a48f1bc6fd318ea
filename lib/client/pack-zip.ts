import type { Pack } from "@/lib/contract/packs";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { base64ToBytes, fileStem } from "./download";
import { spritePngBase64 } from "./format";
import { type ZipEntry, zipStored } from "./zip";

/**
 * A pack as one zip: each step's result as `NN-<description>.png` (an animation as its strip),
 * in step order, and `pack.json` saying which file came from which step. Steps with no result
 * (not made, failed, cancelled) are listed in pack.json with a null file.
 */
export function packZipEntries(pack: Pack, records: ReadonlyMap<string, SpriteRecord>): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const steps = pack.steps.map((step) => {
    const record = step.result_id ? records.get(step.result_id) : undefined;
    const number = String(step.index + 1).padStart(2, "0");
    const file = record ? `${number}-${fileStem(step.description, "sprite", 40)}.png` : null;
    if (record && file)
      entries.push({ name: file, data: base64ToBytes(spritePngBase64(record.image)) });
    return {
      index: step.index,
      operation: step.operation,
      description: step.description,
      status: step.status,
      id: step.result_id,
      file,
      ...(record?.kind === "animation"
        ? { frames: record.frameCount, frame_width: record.frameWidth, fps: record.fps }
        : {}),
    };
  });
  const manifest = { id: pack.id, prompt: pack.prompt, status: pack.status, steps };
  entries.push({
    name: "pack.json",
    data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
  });
  return entries;
}

export function packZip(pack: Pack, records: ReadonlyMap<string, SpriteRecord>) {
  return zipStored(packZipEntries(pack, records));
}
