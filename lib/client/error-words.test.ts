import { describe, expect, it } from "vitest";
import { errorWords } from "./error-words";

describe("errorWords: one mapper from an API error to what the studio says", () => {
  it("never appends the raw code; says client-facing codes in words", () => {
    const refused = errorWords({
      code: "invalid_request",
      message: "Nothing in the region matches 'cap'.",
      details: [{ path: "prompt", message: "Nothing in the region matches 'cap'." }],
    });
    expect(refused).toEqual({
      message: "Nothing in the region matches 'cap'.",
      hint: null,
      issues: [],
      code: "invalid_request",
    });
    const key = errorWords({
      code: "invalid_api_key",
      message: "The API key is missing or not recognised.",
    });
    expect(key.message).toMatch(/^That API key was not accepted/);
    expect(key.message).not.toContain("invalid_api_key");
    expect(key.code).toBe("invalid_api_key");
  });

  it("says a schema refusal by the form's labels, not the API's field paths", () => {
    const words = errorWords(
      {
        code: "invalid_request",
        message:
          "Invalid body: item_generation_id: Invalid input: expected string, received undefined",
        details: [
          { path: "item_generation_id", message: "Invalid input: expected string" },
          { path: "steps.0.prompt", message: "Too small" },
        ],
      },
      { item_generation_id: "Item sprite" },
    );
    expect(words.message).toBe("Item sprite: Invalid input: expected string.");
    expect(words.issues).toEqual([{ field: "Steps 0 prompt", message: "Too small" }]);
    expect(`${words.message} ${words.issues.map((i) => i.field).join(" ")}`).not.toMatch(/_/);
  });

  it("keeps the hint for codes an artist can act on", () => {
    expect(errorWords({ code: "rate_limited", message: "Slow down", retryAfter: 7 }).hint).toMatch(
      /7 s/,
    );
    expect(errorWords({ message: "Enter an API key to sign in" })).toEqual({
      message: "Enter an API key to sign in.",
      hint: null,
      issues: [],
      code: null,
    });
  });
});
