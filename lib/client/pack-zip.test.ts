import { describe, expect, it } from "vitest";
import type { Pack } from "@/lib/contract/packs";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { packZipEntries } from "./pack-zip";

const PNG = "iVBORw0KGgo="; // the PNG signature, enough to follow the bytes through

const step = (index: number, description: string, result_id: string | null) => ({
  index,
  operation: "generate" as const,
  description,
  prompt: description,
  asset_type: "character",
  preset: null,
  frame_count: null,
  depends_on: null,
  cost: 1,
  status: result_id ? ("completed" as const) : ("failed" as const),
  result_id,
});

describe("packZipEntries", () => {
  it("names each made step's PNG by its number and description, and lists every step in pack.json", () => {
    const a = "00000000-0000-4000-8000-00000000000a";
    const pack = {
      id: "00000000-0000-4000-8000-000000000001",
      status: "completed",
      prompt: "a knight and a shield",
      read_as: "",
      steps: [step(0, "Knight, the main sprite", a), step(1, "Shield", null)],
      total_tokens: 2,
      progress: 1,
      created_at: "2026-11-24T00:00:00.000Z",
    } as unknown as Pack;
    const record = { id: a, kind: "sprite", image: { pngBase64: PNG } } as unknown as SpriteRecord;
    const entries = packZipEntries(pack, new Map([[a, record]]));
    expect(entries.map((entry) => entry.name)).toEqual([
      "01-knight-the-main-sprite.png",
      "pack.json",
    ]);
    expect(Array.from(entries[0]!.data.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const manifest = JSON.parse(new TextDecoder().decode(entries[1]!.data));
    expect(manifest.steps.map((s: { file: string | null }) => s.file)).toEqual([
      "01-knight-the-main-sprite.png",
      null,
    ]);
  });
});
