import { JobWorker } from "@/lib/service/jobs/worker";
import { jobHandlers } from "@/lib/service/operations/registry";
import type { TestService } from "@/lib/service/testing";
import { ms, row, time } from "./stats";

/**
 * Job time from submit to completed as a client sees it (POST, then polling every 20 ms), with
 * one in-process worker, and each synchronous operation's time through the whole pipeline.
 */
export async function benchJobs(svc: TestService) {
  const { key } = await svc.newAccount({
    rate_limit_per_minute: 100_000,
    purchased_tokens: 100_000,
  });
  const worker = new JobWorker(svc.ctx, jobHandlers(svc.ctx), { leaseMs: 30_000, pollMs: 5 });
  worker.start();
  try {
    console.log(
      "\nJobs and synchronous operations (through the pipeline; budget: a job under 2 s of work)",
    );
    for (const size of [64, 256]) {
      const sprite = (
        await svc.call("POST", "/api/sprites", {
          key,
          body: {
            prompt: "a knight with a sword",
            asset_type: "character",
            width: size,
            height: size,
          },
        })
      ).body;
      const item = (
        await svc.call("POST", "/api/sprites", {
          key,
          body: {
            prompt: "a steel sword",
            asset_type: "weapon",
            width: Math.min(size, 64),
            height: Math.min(size, 64),
          },
        })
      ).body;
      const submitAndWait = async (path: string, body: unknown) => {
        const { id } = (await svc.call("POST", path, { key, body })).body;
        for (;;) {
          const poll = await svc.call("GET", `${path}/${id}`, { key });
          if (poll.body.status !== "processing") return poll.body.status;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const n = size > 100 ? 8 : 20;
      row(
        `${size} px animation, 8 frames (Walk), submit → completed`,
        ms(
          await time(
            n,
            () =>
              submitAndWait("/api/animations", {
                source_generation_id: sprite.id,
                preset: "Walk",
                frame_count: 8,
              }),
            2,
          ),
        ),
      );
      row(
        `${size} px restyle (fire, normal), submit → completed`,
        ms(
          await time(
            n,
            () =>
              submitAndWait("/api/restyles", { source_generation_id: sprite.id, preset: "fire" }),
            2,
          ),
        ),
      );
      row(
        `${size} px combine (normal), submit → completed`,
        ms(
          await time(
            n,
            () =>
              submitAndWait("/api/combines", {
                source_generation_id: sprite.id,
                item_generation_id: item.id,
                prompt: "in the right hand",
              }),
            2,
          ),
        ),
      );
      row(
        `${size} px touch-up (recolor 32×32)`,
        ms(
          await time(
            n,
            () =>
              svc.call("POST", "/api/touch-ups", {
                key,
                body: {
                  source_generation_id: sprite.id,
                  prompt: "make the armor gold",
                  region: { x: 8, y: 8, width: 32, height: 32 },
                },
              }),
            2,
          ),
        ),
      );
      row(
        `${size} px rotation (generated: redrawn facings)`,
        ms(
          await time(
            n,
            () =>
              svc.call("POST", "/api/rotations", {
                key,
                body: { source_generation_id: sprite.id },
              }),
            2,
          ),
        ),
      );
      row(
        `${size} px normal map`,
        ms(
          await time(
            n,
            () =>
              svc.call("POST", "/api/normal-maps", {
                key,
                body: { source_generation_id: sprite.id },
              }),
            2,
          ),
        ),
      );
      row(
        `${size} px generation (POST /api/sprites)`,
        ms(
          await time(
            n,
            () =>
              svc.call("POST", "/api/sprites", {
                key,
                body: { prompt: "a knight with a sword", width: size, height: size },
              }),
            2,
          ),
        ),
      );
    }
  } finally {
    await worker.stop();
  }
}
