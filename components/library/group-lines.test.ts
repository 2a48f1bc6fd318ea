import { describe, expect, it } from "vitest";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { groupLines } from "./group-lines";

const record = (id: string, rootId?: string) => ({ id, rootId }) as unknown as SpriteRecord;

describe("library lines", () => {
  it("show each line once, by its first sprite, where its newest sprite is", () => {
    // Newest first: b2 (an edit of b), a, b1 (an edit of b), b, c.
    const cards = groupLines([
      record("b2", "b"),
      record("a", "a"),
      record("b1", "b"),
      record("b", "b"),
      record("c"),
    ]);
    expect(cards.map((card) => [card.sprite.id, card.versions])).toEqual([
      ["b", 3],
      ["a", 1],
      ["c", 1],
    ]);
  });

  it("fall back to the oldest loaded version when the first sprite is not in the list", () => {
    const cards = groupLines([record("x3", "x"), record("x2", "x")]);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.sprite.id).toBe("x2");
    expect(cards[0]!.versions).toBe(2);
  });
});
