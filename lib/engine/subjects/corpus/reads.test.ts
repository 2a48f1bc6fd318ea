/**
 * The asset vocabulary read as artists write it: each prompt's reading must name the corpus
 * subject and leave no word unrecognized. The suite prints every miss and holds a floor that
 * only rises; the goal is every prompt.
 */
import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../../prompt";
import { ASSET_VOCABULARY } from "./asset-vocabulary";

/**
 * Prompts that read as their subject today, every word understood; raise it when subjects are
 * added. A size word no drawer draws for its subject is reported, not understood ("a small
 * house": the house is drawn to its frame whatever the word), so such a prompt is a miss.
 */
const READS_FLOOR = 411;

describe("the asset vocabulary", () => {
  it("holds at least 300 subjects across every asset type", () => {
    const subjects = new Set(ASSET_VOCABULARY.map((s) => `${s.type}/${s.subject}`));
    expect(subjects.size).toBeGreaterThanOrEqual(300);
    const types = new Set(ASSET_VOCABULARY.map((s) => s.type));
    expect(types.size).toBe(10);
  });

  it("reads each prompt as its subject, every word understood", () => {
    const misses: string[] = [];
    let reads = 0;
    for (const entry of ASSET_VOCABULARY) {
      for (const prompt of entry.prompts) {
        const reading = readSpritePrompt(prompt, entry.type);
        if (reading.subject === entry.subject && reading.unrecognized.length === 0) reads++;
        else {
          const unknown = reading.unrecognized.length ? ` (unknown: ${reading.unrecognized})` : "";
          misses.push(`${entry.type} "${prompt}" read as ${reading.subject}${unknown}`);
        }
      }
    }
    const total = ASSET_VOCABULARY.reduce((n, e) => n + e.prompts.length, 0);
    console.log(`asset vocabulary: ${reads} of ${total} prompts read as their subject`);
    if (misses.length) console.log(misses.join("\n"));
    expect(reads).toBeGreaterThanOrEqual(READS_FLOOR);
  });
});
