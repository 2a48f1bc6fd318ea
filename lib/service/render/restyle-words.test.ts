/**
 * Weighing a restyle sentence's words: a word counts as used when leaving it out changes the
 * picture. Framing words that say how a made change was asked ("arms" of a cheer with arms
 * raised, "swap" of a swap) are reported used with that change; framing words of a change
 * not made, and plain framing ("give him"), are not.
 */
import { describe, expect, it } from "vitest";
import { weighWords } from "./restyle-words";

/** The picture changes exactly when every word of one of `sets` is left out. */
const changesWithout =
  (...sets: string[][]) =>
  (drop: ReadonlySet<string>) =>
    sets.some((set) => set.every((w) => drop.has(w)));

describe("weighing framing words", () => {
  it('"arms" is used when the cheer it frames was made', () => {
    const { used } = weighWords({
      prompt: "cheers with arms raised",
      asked: ["cheers", "arms", "raised"],
      // The two pose words are synonyms: only leaving both out changes the picture.
      matters: changesWithout(["cheers", "raised"]),
      cap: 12,
      holds: "sword",
      unrecognized: [],
      mode: "pose",
    });
    expect([...used].sort()).toEqual(["arms", "cheers", "raised"]);
  });

  it('"swap" is used when the held item was replaced, and not when nothing was', () => {
    const swap = (changes: boolean) =>
      weighWords({
        prompt: "swap the sword for an axe",
        asked: ["swap", "sword", "axe"],
        matters: changes ? changesWithout(["axe"]) : () => false,
        cap: 12,
        holds: "sword",
        unrecognized: [],
        mode: "item",
      }).used;
    expect(swap(true).has("swap")).toBe(true);
    expect(swap(false).has("swap")).toBe(false);
  });

  it('"give" framing a beard stays unused', () => {
    const { used } = weighWords({
      prompt: "give him a beard",
      asked: ["give", "beard"],
      matters: changesWithout(["beard"]),
      cap: 12,
      holds: null,
      unrecognized: [],
      mode: "custom",
    });
    expect([...used]).toEqual(["beard"]);
  });
});
