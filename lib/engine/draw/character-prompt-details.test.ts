/**
 * What a character prompt names is drawn: a demon's bat wings and horns (not a cat's ears and
 * an angel's wings), a stone golem of stone from head to foot, a samurai in lacquered armour, each
 * caster's own staff, a goblin shaman's staff, a warrior's big sword. Checked on the pixels each
 * layer shows in the finished sprite.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import { createRandom } from "../random";
import { composeAtRest, drawLayered, type LayeredSprite } from ".";
import { resolveOutfit } from "./character-outfits";

type Lch = { L: number; C: number; h: number };

function doc(prompt: string, seed = 7, direction: "none" | "east" = "none"): LayeredSprite {
  const reading = readSpritePrompt(prompt, "character");
  return drawLayered({
    reading,
    assetType: "character",
    width: 64,
    height: 64,
    direction,
    camera: "none",
    seed,
  });
}

/** Screen pixels of the layer with `role`, as shown in the finished sprite: [x, y, colour]. */
function shown(d: LayeredSprite, role: string): [number, number, Lch][] {
  const rest = composeAtRest(d);
  const img = d.sprite.image;
  const wanted = new Set(d.layers.flatMap((l, i) => (l.role === role ? [i] : [])));
  const out: [number, number, Lch][] = [];
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++) {
      const p = y * d.width + x;
      if (!wanted.has(rest.top[p]!) || img.data[p * 4 + 3]! === 0) continue;
      const c = oklabToOklch(
        rgbToOklab([img.data[p * 4]!, img.data[p * 4 + 1]!, img.data[p * 4 + 2]!]),
      );
      out.push([x, y, c]);
    }
  return out;
}

/** Every opaque pixel's colour, the dark outline left out. */
function inked(d: LayeredSprite): Lch[] {
  const img = d.sprite.image;
  const out: Lch[] = [];
  for (let p = 0; p < d.width * d.height; p++) {
    if (img.data[p * 4 + 3]! === 0) continue;
    const c = oklabToOklch(
      rgbToOklab([img.data[p * 4]!, img.data[p * 4 + 1]!, img.data[p * 4 + 2]!]),
    );
    if (c.L > 0.3) out.push(c);
  }
  return out;
}

const share = <T>(xs: T[], test: (x: T) => boolean) => xs.filter(test).length / xs.length;
const nearWhite = (c: Lch) => c.L >= 0.8 && c.C < 0.05;
const green = (c: Lch) => c.C >= 0.06 && c.h > 110 && c.h < 170;
const gold = (c: Lch) => c.C >= 0.07 && c.h > 60 && c.h < 105 && c.L > 0.55;
const tan = (c: Lch) => c.C >= 0.04 && c.h > 40 && c.h < 95 && c.L > 0.55;

/** The pixels of a layer in its top quarter (a staff's head), by the layer's own extent. */
function topQuarter(px: [number, number, Lch][]): Lch[] {
  const ys = px.map(([, y]) => y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  return px.filter(([, y]) => y <= top + (bottom - top) * 0.25).map(([, , c]) => c);
}

describe("a red demon with horns", () => {
  it("has dark bat wings, not white feathered ones", () => {
    const wings = shown(doc("a red demon with horns"), "wings").map(([, , c]) => c);
    expect(wings.length).toBeGreaterThan(40);
    expect(share(wings, nearWhite)).toBeLessThan(0.05);
    expect(share(wings, (c) => c.L < 0.6)).toBeGreaterThan(0.6);
  });

  it("has a bare red head under its horns: no grey-black hair standing up like a cat's ears", () => {
    const head = shown(doc("a red demon with horns"), "head").map(([, , c]) => c);
    const hair = (c: Lch) => c.C < 0.04 && c.L > 0.3 && c.L < 0.75;
    expect(share(head, hair)).toBeLessThan(0.08);
  });
});

describe("a stone golem", () => {
  it("is stone from head to foot: no coloured skirt, trousers or belt", () => {
    const cs = inked(doc("a stone golem"));
    // The glowing eyes are the only colour on it.
    expect(share(cs, (c) => c.C >= 0.06)).toBeLessThan(0.04);
  });
});

describe("a samurai with a katana", () => {
  it("wears dark red lacquered armour, not a tan wooden body", () => {
    const torso = shown(doc("a samurai with a katana"), "torso").map(([, , c]) => c);
    expect(share(torso, tan)).toBeLessThan(0.2);
    expect(share(torso, (c) => c.C >= 0.08 && (c.h < 45 || c.h > 340))).toBeGreaterThan(0.3);
  });
});

describe("casters' staffs", () => {
  const head = (prompt: string) => topQuarter(shown(doc(prompt), "item"));

  it("a necromancer's staff ends in a pale skull", () => {
    expect(head("a necromancer").filter(nearWhite).length).toBeGreaterThanOrEqual(4);
  });

  it("a druid's staff is wood with green leaves, no crystal", () => {
    const top = head("a druid");
    expect(top.filter(green).length).toBeGreaterThanOrEqual(4);
    expect(top.filter((c) => c.C >= 0.06 && c.h > 180 && c.h < 260).length).toBe(0);
  });

  it("a priest's staff carries a gold cross", () => {
    expect(head("a priest").filter(gold).length).toBeGreaterThanOrEqual(4);
  });

  it("a goblin shaman holds a staff, the shaman's tool, where the goblin holds a dagger", () => {
    const kind = (prompt: string) => doc(prompt).layers.find((l) => l.role === "item")?.kind;
    expect(kind("a goblin")).toBe("dagger");
    expect(kind("a goblin shaman")).toBe("staff");
  });
});

describe("a warrior with a big sword", () => {
  it("holds a sword far longer than a warrior's plain sword", () => {
    const height = (prompt: string) => {
      const ys = shown(doc(prompt), "item").map(([, y]) => y);
      return Math.max(...ys) - Math.min(...ys) + 1;
    };
    expect(height("a warrior with a big sword")).toBeGreaterThanOrEqual(
      Math.round(height("a warrior with a sword") * 1.3),
    );
  });
});

describe("an elf archer with a bow", () => {
  it("reads as an archer who is an elf, and draws an elf's ears on the archer", () => {
    const r = readSpritePrompt("an elf archer with a bow", "character");
    expect(r.subject).toBe("archer");
    expect(r.variant).toBe("elf");
    const width = (prompt: string) => {
      const xs = shown(doc(prompt), "head").map(([x]) => x);
      return Math.max(...xs) - Math.min(...xs) + 1;
    };
    expect(width("an elf archer with a bow")).toBeGreaterThan(width("an archer with a bow") + 2);
  });
});

describe("a werewolf", () => {
  it("has a wolf's ruff: its head flares wider at the cheeks than at the brow", () => {
    const head = shown(doc("a werewolf"), "head");
    // Its glowing eyes mark the eye row.
    const glow = head.filter(([, , c]) => c.C >= 0.1 && c.h > 130 && c.h < 200);
    expect(glow.length).toBeGreaterThan(0);
    const eyeY = Math.round(glow.reduce((s, [, y]) => s + y, 0) / glow.length);
    const width = (y: number) => {
      const xs = head.filter(([, v]) => v === y).map(([x]) => x);
      return xs.length ? Math.max(...xs) - Math.min(...xs) + 1 : 0;
    };
    const cheeks = Math.max(...[1, 2, 3, 4, 5].map((d) => width(eyeY + d)));
    expect(cheeks).toBeGreaterThanOrEqual(width(eyeY - 3) + 4);
  });
});

describe("a villager's hair", () => {
  it("stands apart from the skin whatever the seed, so the head is not one bald ball", () => {
    const reading = readSpritePrompt("a villager", "character");
    for (let seed = 1; seed <= 40; seed++) {
      const outfit = resolveOutfit("villager", reading, createRandom(seed));
      expect(outfit.hair, `seed ${seed}`).not.toBeNull();
      expect(Math.abs(outfit.hair!.L - outfit.skin.L), `seed ${seed}`).toBeGreaterThanOrEqual(0.15);
    }
  });
});

describe("an archer's quiver", () => {
  it("shows arrows over a shoulder on an elf archer, and not on a forest elf", () => {
    const rise = (prompt: string) => {
      const d = doc(prompt);
      const torso = shown(d, "torso").map(([, y]) => y);
      const arms = d.layers.filter((l) => l.role === "arm").map((l) => l.y);
      return Math.min(...arms) - Math.min(...torso);
    };
    expect(rise("an elf archer with a bow")).toBeGreaterThanOrEqual(3);
    expect(rise("a forest elf")).toBeLessThan(3);
  });
});
