import { errorHint } from "@/lib/client/error-hints";
import { ApiClientError } from "@/lib/client/fetch";

/**
 * An API error in words, with its code, next to what caused it. Validation details are listed
 * because "invalid_request" alone does not say which field to fix.
 */
export function ErrorMessage({ error, className = "" }: { error: unknown; className?: string }) {
  if (!error) return null;
  const apiError = error instanceof ApiClientError ? error : null;
  const message = error instanceof Error ? error.message : String(error);
  const issues = apiError?.issues ?? [];
  const hint = apiError ? errorHint(apiError) : null;
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200 ${className}`}
    >
      <p>
        {message}
        {apiError ? (
          <code className="ml-2 font-mono text-xs text-red-300/80">{apiError.code}</code>
        ) : null}
      </p>
      {hint ? <p className="mt-1 text-xs text-red-200/90">{hint}</p> : null}
      {issues.length > 0 && !issues.every((i) => message.includes(i.message)) ? (
        <ul className="mt-1 list-disc pl-5 text-xs text-red-200/90">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? <span className="font-mono">{issue.path}</span> : null}
              {issue.path ? ": " : null}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
