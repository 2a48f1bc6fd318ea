/**
 * Compound sentences on bodies without arms, judged on rendered frames: "walks and waves" must
 * both step (the feet stand somewhere else) and wave (a limb up where it never is at rest). Which
 * pixels are a leg, a wing or the body comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { customCanvases as frames, doc, partIdsOf as partIds } from "../testing";
import { partsOf, refuseMotion } from ".";

const layer = (d: LayeredSprite, name: string) => {
  const l = d.layers.find((x) => x.name === name && x.width > 0);
  if (!l) throw new Error(`no layer ${name}`);
  return l;
};

/** The box of the pixels of these parts in a composition, or null when none shows. */
function box(c: InkCanvas, parts: ReadonlySet<number>) {
  let top = Infinity;
  let bottom = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return top === Infinity ? null : { top, bottom, left, right };
}

/** Where a part's lowest pixel is (its foot), or null when it does not show. */
function foot(c: InkCanvas, parts: ReadonlySet<number>) {
  let at: { x: number; y: number } | null = null;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const y = Math.floor(i / c.width);
    if (!at || y >= at.y) at = { x: i % c.width, y };
  }
  return at;
}

describe("a spider walks and waves: both at once", () => {
  const spider = doc("giant spider", "east");
  const legs = spider.layers.filter((l) => l.name.startsWith("leg.") && l.width > 0);
  // The leg on the ground side of the front pair waves (the other reaches up behind the body).
  const front = ["leg.0.left", "leg.0.right"]
    .map((n) => layer(spider, n))
    .sort((a, b) => b.y + b.height - (a.y + a.height))[0]!;
  const standing = legs.filter((l) => l !== front).map((l) => partIds([l]));
  const farFront = partIds([
    ["leg.0.left", "leg.0.right"]
      .map((n) => layer(spider, n))
      .sort((a, b) => a.y + a.height - (b.y + b.height))[0]!,
  ]);
  const body = partIds([layer(spider, "body")]);

  it("is made, and its standing legs step as its Walk's do, every foot in sight", () => {
    expect(refuseMotion("walks and waves", partsOf(spider))).toBeNull();
    const made = frames(spider, "walks and waves");
    const walked = frames(spider, "walks");
    // Each standing foot where the Walk puts it in the same frame, measured from the abdomen:
    // the two groups of legs take their turns under the wave. (Swung on top of the Walk, the
    // near legs stood upright side by side in a bundle.)
    const from = (c: InkCanvas, leg: ReadonlySet<number>) => {
      const f = foot(c, leg);
      const b = box(c, body)!;
      return f && { x: f.x - b.left, y: f.y - b.top };
    };
    made.forEach((c, t) => {
      for (const leg of standing.filter((l) => !farFront.has([...l][0]!)))
        expect(from(c, leg)).toEqual(from(walked[t]!, leg));
    });
    for (const c of made) for (const leg of standing) expect(foot(c, leg)).not.toBeNull();
  });

  it("waves the far front leg up over the head, to and fro, above the body's top", () => {
    const made = frames(spider, "walks and waves");
    const reach = made.map((c) => box(c, farFront)!.right);
    expect(Math.max(...reach) - Math.min(...reach)).toBeGreaterThanOrEqual(4);
    // Up over the head in every frame: its tip well above the abdomen's top.
    for (const c of made) expect(box(c, farFront)!.top).toBeLessThan(box(c, body)!.top - 4);
  });
});

describe("a wolf and a dragon walk and jump while waving a forepaw", () => {
  for (const who of ["grey wolf", "red dragon"]) {
    const beast = doc(who, "east");
    const paw = partIds([layer(beast, "leg.fore.near")]);
    const hind = partIds([layer(beast, "leg.hind.near")]);
    for (const sentence of ["walks and waves", "jumps and waves"]) {
      it(`a ${who} "${sentence}": made, the forepaw held up off the ground while the hind leg moves`, () => {
        expect(refuseMotion(sentence, partsOf(beast))).toBeNull();
        const made = frames(beast, sentence);
        const plain = frames(beast, sentence.split(" ")[0]!);
        // The waving paw's foot stands higher than the plain preset's in some frame by two
        // pixels or more (measured against the hind foot, so a jump's rise cancels out).
        const raised = made.some((c, t) => {
          const lifted = foot(c, hind)!.y - foot(c, paw)!.y;
          const stood = foot(plain[t]!, hind)!.y - foot(plain[t]!, paw)!.y;
          return lifted - stood >= 2;
        });
        expect(raised).toBe(true);
        // The hind leg still does what the preset does with it.
        const hindAt = (cs: InkCanvas[]) => cs.map((c) => JSON.stringify(foot(c, hind)));
        expect(new Set(hindAt(made)).size).toBeGreaterThan(1);
      });
    }
  }
});
