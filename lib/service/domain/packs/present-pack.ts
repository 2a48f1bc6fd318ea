import type { Pack, PackStep } from "@/lib/contract/packs";
import type { WordAccount } from "@/lib/engine/prompt";
import type { jobs, packs } from "../../store/schema";
import { packReading } from "./plan-pack";

type PackRow = typeof packs.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

const wordsOf = (account: WordAccount) => ({
  used: [...account.used],
  ignored: [...account.ignored],
});

/**
 * A pack as the API shows it: its status is the job's once it runs; steps the job did not
 * reach are shown as cancelled or failed with it (their tokens were refunded). Its reading is
 * the planner's account of the prompt's words, read again from the stored prompt.
 */
export function presentPack(row: PackRow, job: JobRow | undefined): Pack {
  const status = (row.status === "planned" || !job ? row.status : job.status) as Pack["status"];
  const steps = (row.steps as unknown as PackStep[]).map((step) =>
    step.status === "pending" && (status === "cancelled" || status === "failed")
      ? { ...step, status: status === "cancelled" ? ("cancelled" as const) : ("failed" as const) }
      : step,
  );
  const done = steps.filter((step) => step.status === "completed").length;
  return {
    id: row.id,
    status,
    prompt: row.prompt,
    read_as: row.readAs,
    reading: wordsOf(packReading(row.prompt)),
    steps,
    total_tokens: row.total,
    progress: steps.length === 0 ? 1 : done / steps.length,
    created_at: row.createdAt.toISOString(),
  };
}
