import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pack } from "@/lib/contract";
import { PRICES } from "@/lib/contract/operations";
import { readMotionPrompt } from "@/lib/engine/animate";
import { accountFromUnrecognized, contentWords } from "@/lib/engine/prompt";
import { planPack } from "../domain/packs/plan-pack";
import { startTestService, type TestService } from "../testing";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

const PACK_PROMPTS = [
  "archer with quiver, arrows and a target",
  "a knight with a blue cape, walking",
  "a knight with a sword and a red cape, attacking",
  "fantasy forest tileset: grass, trees, rocks and a wooden bridge",
  "a treasure chest, walking",
  "samurai cat with a katana, idle and running",
  "pirate ship plus cannons, barrels and a parrot",
  "a dragon with red wings and gold horns, flying and breathing fire",
  "blorp, zing and a glowing potion",
  "red, a goblin with a club",
  "a bronze golem, walking mfx3k2ab12",
];

/** Words that shape the pack itself rather than name a thing in it. */
const PACK_WORDS = new Set(["pack", "set", "kit", "plus", "my", "assets", "sprites", "animations"]);

/** Content words of `prompt` in both lists (`both`), and in neither (`missing`). */
function misplaced(prompt: string, used: readonly string[], ignored: readonly string[]) {
  return {
    both: used.filter((w) => ignored.includes(w)),
    missing: contentWords(prompt).filter((w) => !used.includes(w) && !ignored.includes(w)),
    foreign: [...used, ...ignored].filter((w) => !contentWords(prompt).includes(w)),
  };
}

describe("pack planning accounts for every word", () => {
  it.each(PACK_PROMPTS)("%j: each content word is used or ignored, once", (prompt) => {
    const { reading } = planPack(prompt, PRICES);
    expect(misplaced(prompt, reading.used, reading.ignored)).toEqual({
      both: [],
      missing: [],
      foreign: [],
    });
  });

  it.each(PACK_PROMPTS)("%j: a used word is in a planned step's prompt or names the pack", (p) => {
    const plan = planPack(p, PRICES);
    const stepWords = plan.steps.flatMap((s) => (s.prompt ? contentWords(s.prompt) : []));
    const animating = plan.steps.some((s) => s.operation === "animation");
    for (const w of plan.reading.used) {
      const animationWord = /^(idl|walk|run|jump|attack|swing|hurt|hit|death|die|dying)/.test(w);
      const named = stepWords.includes(w) || PACK_WORDS.has(w);
      expect(named || (animating && animationWord), `${p}: ${w}`).toBe(true);
    }
  });

  it("the archer's quiver, arrows and target are planned as extra item sprites", () => {
    const plan = planPack("archer with quiver, arrows and a target", PRICES);
    expect(plan.reading).toEqual({ used: ["archer", "quiver", "arrows", "target"], ignored: [] });
    const sprites = plan.steps.filter((s) => s.operation === "generate");
    expect(sprites.map((s) => [s.prompt, s.asset_type])).toEqual([
      ["archer", "character"],
      ["quiver", "item"],
      ["arrows", "item"],
      ["target", "item"],
    ]);
    expect(plan.readAs).not.toContain("not understood");
  });

  it("a clause that only describes goes to the sprite it describes", () => {
    const plan = planPack("a knight with a sword and a red cape, attacking", PRICES);
    expect(plan.steps.map((s) => s.prompt)).toEqual(["knight with sword with red cape", null]);
    expect(planPack("a knight with a blue cape, walking", PRICES).steps[0]!.prompt).toBe(
      "knight with blue cape",
    );
  });

  it("a clause of noise describes nothing: it is ignored, not added to a sprite", () => {
    const plan = planPack("a bronze golem, walking mfx3k2ab12", PRICES);
    expect(plan.steps.map((s) => s.prompt ?? s.preset)).toEqual(["bronze golem", "Walk"]);
    expect(plan.reading).toEqual({ used: ["bronze", "golem", "walking"], ignored: ["mfx3k2ab12"] });
  });

  it("animation words for a sprite that cannot move are ignored", () => {
    const plan = planPack("a treasure chest, walking", PRICES);
    expect(plan.steps).toHaveLength(1);
    expect(plan.reading.ignored).toEqual(["walking"]);
  });

  it("the API shows the reading on the plan and on the stored pack", async () => {
    const { key } = await svc.newAccount();
    const prompt = "archer with quiver, arrows and a target";
    const planned = Pack.parse(
      (await svc.call("POST", "/api/agent", { key, body: { prompt } })).body,
    );
    expect(planned.reading).toEqual({
      used: ["archer", "quiver", "arrows", "target"],
      ignored: [],
    });
    const again = Pack.parse((await svc.call("GET", `/api/agent/${planned.id}`, { key })).body);
    expect(again.reading).toEqual(planned.reading);
    const listed = (await svc.call("GET", "/api/agent", { key })).body.packs[0];
    expect(listed.reading).toEqual(planned.reading);
  });
});

/** Twenty varied animation prompts: motions, modifiers, body parts, subjects, noise. */
const MOTION_PROMPTS = [
  "samurai cat dances",
  "waves hello with the right hand",
  "jumps twice then lands softly",
  "spins around quickly",
  "a slow bow",
  "swings the sword fiercely",
  "nods gently",
  "shakes head no",
  "breathes heavily while standing",
  "don't stop dancing",
  "kicks and punches",
  "floats up and down like a ghost",
  "blorp zing",
  "crouches low, then leaps",
  "shivers in the cold",
  "runs in place 3 times",
  "celebrates a victory",
  "stomps angrily",
  "the knight's cape flutters",
  "sways side to side",
];

describe("an animation's custom prompt accounts for every word", () => {
  it.each(MOTION_PROMPTS)("%j: each content word is used or ignored, once", (prompt) => {
    const { unrecognized } = readMotionPrompt(prompt);
    const { used, ignored } = accountFromUnrecognized(prompt, unrecognized);
    expect(misplaced(prompt, used, ignored)).toEqual({ both: [], missing: [], foreign: [] });
    // A word the motion reader missed is never reported as used, however it is spelled.
    for (const word of unrecognized) {
      for (const w of contentWords(word)) expect(used, `${prompt}: ${word}`).not.toContain(w);
    }
  });

  it("samurai cat: both words are ignored, and the dance is used", () => {
    const prompt = "samurai cat dances";
    const account = accountFromUnrecognized(prompt, readMotionPrompt(prompt).unrecognized);
    expect(account).toEqual({ used: ["dances"], ignored: ["samurai", "cat"] });
  });
});
