import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

/** An animation of `source`, run to its end; its record. */
async function animate(key: string, source: string, body: Record<string, unknown>) {
  const started = await svc.call("POST", "/api/animations", {
    key,
    body: { source_generation_id: source, frame_count: 4, ...body },
  });
  expect(started.status).toBe(202);
  await svc.drainJobs();
  const id = started.body.job_id ?? started.body.id;
  return (await svc.call("GET", `/api/sprites/${id}`, { key })).body;
}

describe("an animation's record names its motion", () => {
  it("the preset in lower case, a custom motion by what its prompt was read as", async () => {
    const { key } = await svc.newAccount();
    const knight = (
      await svc.call("POST", "/api/sprites", { key, body: { prompt: "a knight", seed: 3 } })
    ).body;
    const walk = await animate(key, knight.id, { preset: "Walk" });
    expect(walk).toMatchObject({ kind: "animation", motion: "walk" });
    const attack = await animate(key, knight.id, { preset: "Attack" });
    expect(attack.motion).toBe("attack");
    // A wave needs a free hand: the knight holds a sword and a shield, a villager holds nothing.
    const villager = (
      await svc.call("POST", "/api/sprites", { key, body: { prompt: "a villager", seed: 3 } })
    ).body;
    const wave = await animate(key, villager.id, {
      preset: "Custom",
      custom_prompt: "waves hello",
    });
    expect(wave.motion).toBe("wave");
    // A still has none.
    expect(knight.motion).toBeUndefined();

    // A hand-edited version of the walk still walks.
    const version = await svc.call("POST", `/api/sprites/${walk.id}/versions`, {
      key,
      body: { image: walk.image.pngBase64 },
    });
    expect(version.status).toBe(201);
    expect(version.body).toMatchObject({ kind: "animation", motion: "walk" });
  });
});
