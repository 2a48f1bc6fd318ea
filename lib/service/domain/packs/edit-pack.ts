import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { PackStep, UpdatePackRequest } from "@/lib/contract/packs";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { ServiceContext } from "../../context";
import { ApiError, invalid, notFound } from "../../errors";
import { packs } from "../../store/schema";
import { priceStep } from "./plan-pack";
import { presentPack } from "./present-pack";
import { ANIMATED_TYPES } from "./read-pack-prompt";

const EDITED = "; edited by hand";

/**
 * PATCH /api/agent/{id}: changes a planned pack before it is paid for. Steps are removed or
 * changed by index (a generate step's prompt, an animation's preset or frame count), the rest
 * renumbered, and every step priced again; the answer is the new plan, and running it needs
 * its new total exactly. Refused whole, with nothing changed, when an edit names a step that
 * is not there, a field the step does not have, a prompt that names nothing drawable, or would
 * leave an animation without its sprite or the pack without steps.
 */
export async function editPack(
  ctx: ServiceContext,
  ownerId: string,
  id: string,
  input: z.output<typeof UpdatePackRequest>,
) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(packs)
      .where(and(eq(packs.id, id), eq(packs.ownerId, ownerId)))
      .for("update");
    if (!row) throw notFound("Pack");
    if (row.status !== "planned")
      throw new ApiError(
        "invalid_request",
        `The pack is already ${row.status}; only a planned pack can be edited.`,
        [{ path: "id", message: row.status }],
      );
    const steps = applyEdits(row.steps as PackStep[], input.steps).map((step) => ({
      ...step,
      cost: priceStep(step, ctx.prices),
    }));
    const total = steps.reduce((sum, step) => sum + step.cost, 0);
    const readAs = row.readAs.endsWith(EDITED) ? row.readAs : `${row.readAs}${EDITED}`;
    await tx.update(packs).set({ steps, total, readAs }).where(eq(packs.id, id));
  });
  const [row] = await ctx.db.select().from(packs).where(eq(packs.id, id));
  return presentPack(row!, undefined);
}

/** The plan after `edits`, renumbered and described again; unpriced. */
export function applyEdits(
  planned: readonly PackStep[],
  edits: readonly z.output<typeof UpdatePackRequest>["steps"][number][],
): PackStep[] {
  const steps = planned.map((step) => ({ ...step }));
  const removed = new Set<number>();
  const seen = new Set<number>();
  for (const [i, edit] of edits.entries()) {
    const at = (field: string) => `steps.${i}.${field}`;
    const step = steps[edit.index];
    if (!step) throw invalid(at("index"), `The plan has no step ${edit.index}.`);
    if (seen.has(edit.index))
      throw invalid(at("index"), `Step ${edit.index} is edited twice; edit it once.`);
    seen.add(edit.index);
    const changes = edit.prompt !== undefined || edit.preset || edit.frame_count !== undefined;
    if (edit.remove) {
      if (changes) throw invalid(at("remove"), "A removed step takes no other changes.");
      removed.add(edit.index);
      continue;
    }
    if (!changes) throw invalid(at("index"), `Say what changes in step ${edit.index}.`);
    if (step.operation === "generate") {
      if (edit.preset || edit.frame_count !== undefined)
        throw invalid(
          at(edit.preset ? "preset" : "frame_count"),
          `Step ${edit.index} draws a sprite; only its prompt can change.`,
        );
      const prompt = edit.prompt!;
      const reading = readSpritePrompt(prompt);
      // A subject read only after "with" ("a blorpsmith with a hammer") is not what was asked.
      if (reading.subject === null || reading.missingSubject)
        throw invalid(at("prompt"), `“${prompt}” names nothing the engine draws.`);
      step.prompt = prompt;
      step.asset_type = reading.assetType;
    } else {
      if (edit.prompt !== undefined)
        throw invalid(
          at("prompt"),
          `Step ${edit.index} animates a sprite; change its preset or frame count.`,
        );
      if (edit.preset) step.preset = edit.preset;
      if (edit.frame_count !== undefined) step.frame_count = edit.frame_count;
    }
  }
  for (const step of steps) {
    if (removed.has(step.index) || step.depends_on === null) continue;
    const source = steps[step.depends_on]!;
    if (removed.has(source.index))
      throw invalid(
        `steps.${edits.findIndex((e) => e.index === source.index)}.remove`,
        `Step ${step.index} animates the sprite of step ${source.index}: remove it too, or change that sprite's prompt instead.`,
      );
    if (!ANIMATED_TYPES.has(source.asset_type ?? ""))
      throw invalid(
        `steps.${edits.findIndex((e) => e.index === source.index)}.prompt`,
        `Step ${step.index} animates step ${source.index}, and a ${source.asset_type} has no body to move: remove the animations first.`,
      );
  }
  const kept = steps.filter((step) => !removed.has(step.index));
  if (kept.length === 0)
    throw invalid("steps", "A pack keeps at least one step; cancel the pack to drop it.");
  const renumbered = new Map(kept.map((step, index) => [step.index, index]));
  return kept.map((step, index) => {
    const source = step.depends_on === null ? null : kept[renumbered.get(step.depends_on)!]!;
    return {
      ...step,
      index,
      depends_on: source ? renumbered.get(source.index)! : null,
      description:
        step.operation === "generate"
          ? `${step.asset_type}: ${step.prompt}`
          : `${step.preset} animation of the ${source?.asset_type ?? "sprite"}`,
    };
  });
}
