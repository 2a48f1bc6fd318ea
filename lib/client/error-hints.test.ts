import { describe, expect, it } from "vitest";
import { errorHint } from "./error-hints";

describe("errorHint", () => {
  it("explains codes an artist can act on, including upstream-only ones", () => {
    expect(errorHint({ code: "upgrade_required" })).toMatch(/paid plan/);
    expect(errorHint({ code: "rate_limited", retryAfter: 12 })).toMatch(/12 s/);
    expect(errorHint({ code: "insufficient_tokens" })).toMatch(/balance/);
  });

  it("adds nothing where the message already says it all", () => {
    expect(errorHint({ code: "invalid_request" })).toBeNull();
    expect(errorHint({ code: "not_found" })).toBeNull();
  });
});
