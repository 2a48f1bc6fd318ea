import { errorHint } from "./error-hints";

/** What an error is, as the studio receives it: an API error's code, message and details. */
export interface ErrorLike {
  code?: string;
  message: string;
  details?: unknown;
  retryAfter?: number;
}

/** An error said in words: what happened, what to do next, and which fields it is about. */
export interface ErrorWords {
  message: string;
  hint: string | null;
  /** Validation issues not already said by `message`, each with its field's name in words. */
  issues: { field: string | null; message: string }[];
  /** The API's code, for a test or a bug report; never shown as text. */
  code: string | null;
}

/**
 * Codes whose API message is written for a client rather than an artist (or is missing), said
 * in words instead. Every other code's message already says what happened in words.
 */
const CODE_WORDS: Record<string, string> = {
  invalid_api_key:
    "That API key was not accepted. Check that it was copied whole: it starts with sw_sk_.",
  api_key_revoked: "That API key has been revoked. Sign in with another key of the account.",
  cross_origin_request:
    "The request did not come from this studio's own page, so it was refused. Reload the page and try again.",
  internal_error: "Something went wrong on the server. Nothing was charged; try again.",
  method_not_allowed: "The studio asked the service for something it does not do.",
  unsupported_media_type: "The studio sent the request in a form the service does not read.",
  idempotency_mismatch: "A retry did not match the first request, so it was refused.",
  request_in_progress: "The same request is still running; wait for it to finish.",
};

/** A field path as words: its form label when the form gave one, else the path spelled out. */
function fieldWords(path: string, fields: Readonly<Record<string, string>>): string | null {
  if (!path) return null;
  if (fields[path]) return fields[path];
  const root = path.split(".")[0] ?? path;
  if (fields[root]) return fields[root];
  const words = path
    .replace(/\.(\d+)\./g, " $1 ")
    .replace(/[._]/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function issuesOf(details: unknown): { path: string; message: string }[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is { path: string; message: string } =>
      typeof d === "object" &&
      d !== null &&
      typeof (d as { path?: unknown }).path === "string" &&
      typeof (d as { message?: unknown }).message === "string",
  );
}

/**
 * The one mapper from an API error (code and details) to what the studio says. The code stays
 * on the error for clients and tests, but is not appended to the words; a schema's refusal
 * ("Invalid body: item_generation_id: ...") is said per field, by the form's own labels.
 */
export function errorWords(
  error: ErrorLike,
  fields: Readonly<Record<string, string>> = {},
): ErrorWords {
  const code = error.code ?? null;
  const hint = code ? errorHint({ code, retryAfter: error.retryAfter }) : null;
  const raw = issuesOf(error.details);
  const issues = raw.map((issue) => ({
    field: fieldWords(issue.path, fields),
    message: issue.message,
  }));
  let message = (code && CODE_WORDS[code]) || error.message.trim() || "Something went wrong.";
  // A schema refusal's message repeats the raw paths: say the first issue by its field instead.
  if (/^Invalid (body|query|path)\b/.test(message) && issues.length > 0) {
    const first = issues[0]!;
    message = first.field ? `${first.field}: ${first.message}` : first.message;
    return { message: sentence(message), hint, issues: issues.slice(1), code };
  }
  const unsaid = issues.filter((issue) => !message.includes(issue.message));
  return { message: sentence(message), hint, issues: unsaid, code };
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…”)]$/.test(capital) ? capital : `${capital}.`;
}
