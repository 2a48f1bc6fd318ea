import { errorWords } from "@/lib/client/error-words";
import { ApiClientError } from "@/lib/client/fetch";

/**
 * An error in words, next to what caused it: what happened, what to do next, and the fields a
 * refusal is about, named by the form's own labels (`fields`: API field path → label). The
 * API's code is kept on the element (`data-error-code`) for tests and bug reports, never
 * appended to the words.
 */
export function ErrorMessage({
  error,
  className = "",
  fields,
}: {
  error: unknown;
  className?: string;
  fields?: Readonly<Record<string, string>>;
}) {
  if (!error) return null;
  const words = errorWords(
    error instanceof ApiClientError
      ? error
      : { message: error instanceof Error ? error.message : String(error) },
    fields,
  );
  return (
    <div
      role="alert"
      data-error-code={words.code ?? undefined}
      className={`rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200 ${className}`}
    >
      <p>{words.message}</p>
      {words.hint ? <p className="mt-1 text-xs text-red-200/90">{words.hint}</p> : null}
      {words.issues.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-red-200/90">
          {words.issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>
              {issue.field ? `${issue.field}: ` : null}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
