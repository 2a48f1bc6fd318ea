import type { z } from "zod";

/** Messages keyed by the request field they belong to (the first segment of the issue path). */
export type FieldErrors = Record<string, string>;

type Issue = z.core.$ZodIssue;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One contract issue in words an artist can act on. zod's own messages ("Too small: expected
 * number to be >=32") are written for developers; the bounds they carry are the same.
 */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") {
        return min <= 1 ? "Required." : `Use at least ${plural(min, "character", "characters")}.`;
      }
      if (issue.origin === "array") return `Give at least ${plural(min, "item", "items")}.`;
      return issue.inclusive ? `Must be ${min} or more.` : `Must be more than ${min}.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string")
        return `Use at most ${plural(max, "character", "characters")}.`;
      if (issue.origin === "array") return `Give at most ${plural(max, "item", "items")}.`;
      return issue.inclusive ? `Must be ${max} or less.` : `Must be less than ${max}.`;
    }
    case "invalid_type":
      if (issue.expected === "int") return "Must be a whole number.";
      if (issue.expected === "number") return "Enter a number.";
      if (issue.expected === "string") return "Required.";
      return `Expected ${issue.expected}.`;
    case "invalid_value":
      return "Pick one of the listed values.";
    case "invalid_format":
      if (issue.format === "uuid") return "Not a valid id.";
      if (issue.format === "regex") return issue.message;
      return `Not a valid ${issue.format}.`;
    default:
      return issue.message;
  }
}

/** The first issue of each field, described; issues with no path go under "form". */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= describeIssue(issue);
  }
  return errors;
}

export type CheckResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function check<S extends z.ZodType>(schema: S, value: unknown): CheckResult<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: toFieldErrors(parsed.error.issues) };
}

/** A number typed into a spinbutton: empty stays undefined (the schema's default or "required"). */
export function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}
