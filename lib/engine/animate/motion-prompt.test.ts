import { describe, expect, it } from "vitest";
import { readMotionPrompt } from "./motion-prompt";

describe("readMotionPrompt", () => {
  it("finds one or two motions through inflections, in order", () => {
    expect(readMotionPrompt("waving").motions).toEqual(["wave"]);
    expect(readMotionPrompt("He nods, then spins").motions).toEqual(["nod", "spin"]);
    expect(readMotionPrompt("hovering and shaking and jumping").motions).toEqual([
      "float",
      "shake",
    ]);
    expect(readMotionPrompt("bobbing gently").motions).toEqual(["idle"]);
  });

  it("reads intensity words and ignores fillers and body parts", () => {
    const gentle = readMotionPrompt("slightly sway the body left and right");
    expect(gentle).toEqual({
      motions: ["sway"],
      intensity: 0.6,
      tempo: "even",
      manner: ["slightly"],
      mood: null,
      unrecognized: [],
    });
    expect(readMotionPrompt("swing the sword wildly").intensity).toBe(1.5);
  });

  it("reads the mood a manner word names, for its mark by the head", () => {
    expect(readMotionPrompt("nods angrily").mood).toBe("anger");
    expect(readMotionPrompt("shakes nervously").mood).toBe("fear");
    expect(readMotionPrompt("waves happily").mood).toBe("joy");
    expect(readMotionPrompt("waves slowly").mood).toBeNull();
  });

  it("reports unknown words once, and falls back to idle when nothing moves", () => {
    expect(readMotionPrompt("juggle juggle flaming torches")).toEqual({
      motions: ["idle"],
      intensity: 1,
      tempo: "even",
      manner: [],
      mood: null,
      unrecognized: ["juggle", "flaming", "torches"],
    });
  });
});
