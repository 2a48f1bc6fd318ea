import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("shows UTC when asked, saying so, whatever the machine's zone", () => {
    expect(formatDate("2026-11-24T19:35:00.000Z", "UTC")).toBe("24 Nov 2026, 19:35 UTC");
  });

  it("shows the same instant in the local zone without a label", () => {
    const local = formatDate("2026-11-24T19:35:00.000Z");
    expect(local).not.toContain("UTC");
    expect(local).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  });

  it("keeps a dash for no date and the text of one it cannot read", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("soon")).toBe("soon");
  });
});
