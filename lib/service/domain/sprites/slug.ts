/** A readable slug for a public result: words of the prompt plus a short suffix from its id. */
export function slugFor(prompt: string | null | undefined, id: string): string {
  const words = (prompt ?? "sprite")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+[^-]*$/, (tail) => (tail.length > 12 ? "" : tail));
  return `${words || "sprite"}-${id.replace(/-/g, "").slice(0, 6)}`;
}
