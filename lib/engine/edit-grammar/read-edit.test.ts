import { describe, expect, it } from "vitest";
import { readEdit } from ".";

/**
 * Each row: a sentence as artists write it, then the roles a reader must give it:
 * verb, object noun, object colour, shape, position, pronoun, target colour words, thing to add,
 * place noun. `-` means none.
 */
type Row = [
  sentence: string,
  verb: string,
  noun: string,
  objectColor: string,
  shape: string,
  position: string,
  target: string,
  thing: string,
  place: string,
];

const ROWS: Row[] = [
  // recolor: make the X Y
  ["make the blue ball red", "recolor", "ball", "blue", "-", "-", "red", "-", "-"],
  ["make the grey box yellow", "recolor", "box", "grey", "-", "-", "yellow", "-", "-"],
  ["make the cap blue", "recolor", "cap", "-", "-", "-", "blue", "-", "-"],
  ["make the red blue", "recolor", "-", "red", "-", "-", "blue", "-", "-"],
  ["swap the red for green", "recolor", "-", "red", "-", "-", "green", "-", "-"],
  ["turn the red parts purple", "recolor", "-", "red", "-", "-", "purple", "-", "-"],
  ["make his hair blonde", "recolor", "hair", "-", "-", "-", "blonde", "-", "-"],
  ["make the sword gold", "recolor", "sword", "-", "-", "-", "gold", "-", "-"],
  ["make the red potion blue", "recolor", "potion", "red", "-", "-", "blue", "-", "-"],
  ["make the beard brown", "recolor", "beard", "-", "-", "-", "brown", "-", "-"],
  ["make the cape dark red", "recolor", "cape", "-", "-", "-", "dark red", "-", "-"],
  ["make his robe red", "recolor", "robe", "-", "-", "-", "red", "-", "-"],
  ["make the liquid green", "recolor", "liquid", "-", "-", "-", "green", "-", "-"],
  ["make the white dots pink", "recolor", "dots", "white", "dots", "-", "pink", "-", "-"],
  ["make the left eye green", "recolor", "eye", "-", "-", "left", "green", "-", "-"],
  ["make the top red", "recolor", "-", "-", "-", "top", "red", "-", "-"],
  ["make the rim gold", "recolor", "rim", "-", "rim", "-", "gold", "-", "-"],
  [
    "make the stripes forest green",
    "recolor",
    "stripes",
    "-",
    "stripes",
    "-",
    "forest green",
    "-",
    "-",
  ],
  ["make it pale blue", "recolor", "-", "-", "-", "-", "pale blue", "-", "-"],
  ["make the wizard's hat purple", "recolor", "hat", "-", "-", "-", "purple", "-", "-"],
  ["please make the cap a bright red", "recolor", "cap", "-", "-", "-", "bright red", "-", "-"],
  // paint, colour, dye, tint, recolor
  ["paint it green", "recolor", "-", "-", "-", "-", "green", "-", "-"],
  ["paint the cap in blue", "recolor", "cap", "-", "-", "-", "blue", "-", "-"],
  ["color the stem beige", "recolor", "stem", "-", "-", "-", "beige", "-", "-"],
  ["dye the cloak navy", "recolor", "cloak", "-", "-", "-", "navy", "-", "-"],
  ["tint the glass cyan", "recolor", "glass", "-", "-", "-", "cyan", "-", "-"],
  ["recolor the shield teal", "recolor", "shield", "-", "-", "-", "teal", "-", "-"],
  // turn X into Y, change X to Y, X to Y
  ["turn the cap into purple", "recolor", "cap", "-", "-", "-", "purple", "-", "-"],
  ["turn the sword gold", "recolor", "sword", "-", "-", "-", "gold", "-", "-"],
  ["change the cork to grey", "recolor", "cork", "-", "-", "-", "grey", "-", "-"],
  ["change the shield color to green", "recolor", "shield", "-", "-", "-", "green", "-", "-"],
  ["change the colour of the cape to blue", "recolor", "cape", "-", "-", "-", "blue", "-", "-"],
  ["change the cape from red to blue", "recolor", "cape", "red", "-", "-", "blue", "-", "-"],
  ["cap to blue", "recolor", "cap", "-", "-", "-", "blue", "-", "-"],
  ["the red to orange", "recolor", "-", "red", "-", "-", "orange", "-", "-"],
  ["switch the blue to green", "recolor", "-", "blue", "-", "-", "green", "-", "-"],
  ["red cape", "recolor", "cape", "-", "-", "-", "red", "-", "-"],
  ["gold trim", "recolor", "trim", "-", "rim", "-", "gold", "-", "-"],
  ["the ball should be yellow", "recolor", "ball", "-", "-", "-", "yellow", "-", "-"],
  // lighten / darken
  ["make the stem darker", "darken", "stem", "-", "-", "-", "-", "-", "-"],
  ["make it a bit lighter", "lighten", "-", "-", "-", "-", "-", "-", "-"],
  ["darken the cape", "darken", "cape", "-", "-", "-", "-", "-", "-"],
  ["lighten the red", "lighten", "-", "red", "-", "-", "-", "-", "-"],
  ["brighten the potion", "lighten", "potion", "-", "-", "-", "-", "-", "-"],
  ["shade the bottom", "darken", "-", "-", "-", "bottom", "-", "-", "-"],
  ["make the blue brighter", "lighten", "-", "blue", "-", "-", "-", "-", "-"],
  // remove
  ["remove the white dots", "remove", "dots", "white", "dots", "-", "-", "-", "-"],
  ["remove the sword", "remove", "sword", "-", "-", "-", "-", "-", "-"],
  ["remove the shield", "remove", "shield", "-", "-", "-", "-", "-", "-"],
  ["erase the dots from the cap", "remove", "dots", "-", "dots", "-", "-", "-", "cap"],
  ["delete the stripes", "remove", "stripes", "-", "stripes", "-", "-", "-", "-"],
  ["get rid of the hat", "remove", "hat", "-", "-", "-", "-", "-", "-"],
  ["take off his helmet", "remove", "helmet", "-", "-", "-", "-", "-", "-"],
  ["remove the red", "remove", "-", "red", "-", "-", "-", "-", "-"],
  ["erase it", "remove", "-", "-", "-", "-", "-", "-", "-"],
  // add
  ["add a crown", "add", "-", "-", "-", "-", "-", "crown", "-"],
  ["add a yellow star", "add", "-", "-", "-", "-", "yellow", "star", "-"],
  ["give him a glowing orb on the staff", "add", "-", "-", "-", "-", "-", "orb", "staff"],
  ["put a red hat on him", "add", "-", "-", "-", "-", "red", "hat", "-"],
  ["draw a blue gem on the shield", "add", "-", "-", "-", "-", "blue", "gem", "shield"],
  ["give the knight a crown", "add", "knight", "-", "-", "-", "-", "crown", "-"],
  ["add an outline", "outline", "-", "-", "-", "-", "-", "-", "-"],
  ["give the ball a black outline", "outline", "ball", "-", "-", "-", "black", "-", "-"],
  // size, flip, outline, close
  ["make the sword bigger", "bigger", "sword", "-", "-", "-", "-", "-", "-"],
  ["make the hat smaller", "smaller", "hat", "-", "-", "-", "-", "-", "-"],
  ["make the beard longer", "longer", "beard", "-", "-", "-", "-", "-", "-"],
  ["make the stem shorter", "shorter", "stem", "-", "-", "-", "-", "-", "-"],
  ["enlarge the gem", "bigger", "gem", "-", "-", "-", "-", "-", "-"],
  ["shrink the shield", "smaller", "shield", "-", "-", "-", "-", "-", "-"],
  ["flip the sword", "flip", "sword", "-", "-", "-", "-", "-", "-"],
  ["mirror it horizontally", "flip", "-", "-", "-", "-", "-", "-", "-"],
  ["outline the ball in black", "outline", "ball", "-", "-", "-", "black", "-", "-"],
  ["close his eyes", "close", "eyes", "-", "-", "-", "-", "-", "-"],
];

const or = (v: string | null | undefined) => v ?? "-";

describe("readEdit: a sentence read into verb, object and target", () => {
  it("holds more than 60 rows", () => {
    expect(ROWS.length).toBeGreaterThan(60);
  });

  for (const [sentence, verb, noun, color, shape, position, target, thing, place] of ROWS) {
    it(sentence, () => {
      const r = readEdit(sentence);
      expect({
        verb: or(r.verb),
        noun: or(r.object?.noun),
        color: or(r.object?.color?.words),
        shape: or(r.object?.shape),
        position: or(r.object?.position),
        target: or(r.target?.color?.words),
        thing: or(r.target?.thing),
        place: or(r.place?.noun),
      }).toEqual({ verb, noun, color, shape, position, target, thing, place });
    });
  }

  it("says 'it' is the region's subject and a glowing orb glows", () => {
    expect(readEdit("paint it green").object?.pronoun).toBe(true);
    expect(readEdit("give him a glowing orb on the staff").target?.glowing).toBe(true);
    expect(readEdit("add a crown").target?.glowing).toBe(false);
  });

  it("reads joined recolors as one clause each, the verb carried over", () => {
    const r = readEdit("make the hair pink and the shirt blue");
    expect(r.object?.noun).toBe("hair");
    expect(r.more.map((m) => [m.verb, m.object?.noun, m.target?.color?.words])).toEqual([
      ["recolor", "shirt", "blue"],
    ]);
  });

  it("takes colour swatches from the prompt vocabulary, modifiers applied", () => {
    const red = readEdit("make it red").target?.color?.hex;
    const dark = readEdit("make it dark red").target?.color?.hex;
    expect(red).toBe("#c83c3c");
    expect(dark).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark).not.toBe(red);
    expect(readEdit("make the sword gold").target?.color?.material).toBe("gold");
  });

  it("reads no verb from words that say none", () => {
    expect(readEdit("blorp zing").verb).toBeNull();
    expect(readEdit("").verb).toBeNull();
  });
});
