import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeneratedSpriteRecord } from "@/lib/contract";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("a generation's reading names every word it was given", () => {
  it.each([
    ["samurai cat", ["cat"]],
    ["a knight with a blue cape and a flurbish", ["cape"]],
    ["a girl with pink hair holding a sword", ["hair", "sword"]],
  ])("%j: the second subjects and parts are in the reading", async (prompt, named) => {
    const { key } = await svc.newAccount();
    const res = await svc.call("POST", "/api/sprites", {
      key,
      body: { prompt, width: 32, height: 32, seed: 1 },
    });
    expect(res.status).toBe(201);
    const { reading } = GeneratedSpriteRecord.parse(res.body);
    const said = [
      reading.subject,
      ...(reading.details ?? []),
      ...reading.colors,
      ...reading.materials,
      ...reading.mood,
      ...reading.unrecognized,
    ];
    for (const word of named) expect(said, `${prompt}: ${word}`).toContain(word);
    expect(reading.unrecognized).toEqual(prompt.includes("flurbish") ? ["flurbish"] : []);
  });
});
