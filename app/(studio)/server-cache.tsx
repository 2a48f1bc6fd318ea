import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { z } from "zod";
import { readApiAsSession } from "@/lib/gateway/server-session";

/** One API answer a page reads on the server, and where the browser's cache keeps it. */
export interface ServerRead<S extends z.ZodType> {
  /** The `/api/...` path with its query, exactly as the browser's query would ask it. */
  path: string;
  schema: S;
  key: QueryKey;
  /** Shapes the answer as the query stores it (a paged list keeps pages); as-is by default. */
  store?: (data: z.infer<S>) => unknown;
}

/**
 * Reads one API answer with this browser's session, through the same gateway as the API routes,
 * and puts it in the page's query cache before the first render: the HTML carries what it
 * shows (thumbnails paint before any JavaScript runs) and the browser does not ask again while
 * the answer is fresh. An answer that cannot be read or does not match the contract is left
 * out, and the browser asks as before, showing any error itself.
 */
export async function ServerCache<S extends z.ZodType>({
  read,
  children,
}: {
  read: ServerRead<S>;
  children: ReactNode;
}) {
  const cache = new QueryClient();
  const answer = read.schema.safeParse(await readApiAsSession(read.path));
  if (answer.success) {
    cache.setQueryData(read.key, read.store ? read.store(answer.data) : answer.data);
  }
  return <HydrationBoundary state={dehydrate(cache)}>{children}</HydrationBoundary>;
}

/** A first page of an offset-paged list, stored as the infinite query's first page. */
export const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [0] });
