import { describe, expect, it } from "vitest";
import { DRAWERS, SUBJECTS, subjectEntry, subjectsOfPlan, subjectType } from ".";

describe("subject registry", () => {
  it("names each subject by its key first, in lowercase words", () => {
    for (const entry of SUBJECTS) {
      expect(entry.aliases[0], entry.key).toBe(entry.key);
      for (const alias of entry.aliases) expect(alias, entry.key).toMatch(/^[a-z0-9' -]+$/);
      expect(entry.category.length, entry.key).toBeGreaterThan(0);
      if ("drawer" in entry.draw) expect(DRAWERS, entry.key).toContain(entry.draw.drawer);
    }
  });

  it("gives each word one strong subject at most", () => {
    const owner = new Map<string, string>();
    for (const entry of SUBJECTS.filter((e) => !e.weak)) {
      for (const alias of entry.aliases) {
        const before = owner.get(alias);
        expect(
          before === undefined || before === entry.key,
          `${alias}: ${before} and ${entry.key}`,
        ).toBe(true);
        owner.set(alias, entry.key);
      }
    }
  });

  it("looks subjects up by key, type and plan", () => {
    expect(subjectType("wolf")).toBe("creature");
    expect(subjectType("crown")).toBe("item");
    expect(subjectEntry("gem")?.weak).toBeUndefined();
    expect(subjectEntry("chest")?.rig).toBe("hinged");
    expect(subjectsOfPlan("blob")).toEqual(["slime", "ghost", "eyeball"]);
    // A variant's plan counts its subject: an airship is an airplane drawn as an airship.
    expect(subjectsOfPlan("airship")).toEqual(["airplane"]);
    expect(subjectType("glorbnak")).toBeUndefined();
  });

  it("describes shape subjects with parts inside the cell", () => {
    for (const entry of SUBJECTS) {
      if (!("shape" in entry.draw)) continue;
      expect(entry.plan, entry.key).toBe("shape");
      const points = entry.draw.shape.parts.flatMap((p) =>
        p.k === "ellipse"
          ? [p.c]
          : p.k === "rect"
            ? [p.at]
            : p.k === "capsule"
              ? [p.a, p.b]
              : p.points,
      );
      for (const [x, y] of points) {
        expect(x, entry.key).toBeGreaterThanOrEqual(0);
        expect(x, entry.key).toBeLessThanOrEqual(1);
        expect(y, entry.key).toBeGreaterThanOrEqual(0);
        expect(y, entry.key).toBeLessThanOrEqual(1);
      }
    }
  });
});
