import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { z } from "zod";
import { readApiAsSession } from "@/lib/gateway/server-session";

/** One API answer a page reads on the server, and where the browser's cache keeps it. */
export interface ServerRead<S extends z.ZodType = z.ZodType> {
  /** The `/api/...` path with its query, exactly as the browser's query would ask it. */
  path: string;
  schema: S;
  key: QueryKey;
  /** Shapes the answer as the query stores it (a paged list keeps pages); as-is by default. */
  store?: (data: z.infer<S>) => unknown;
}

/** A read with its schema's type kept, for a list of reads of different kinds. */
export const serverRead = <S extends z.ZodType>(read: ServerRead<S>) => read as ServerRead;

/**
 * Reads API answers with this browser's session, through the same gateway as the API routes
 * (all at once), and puts them in the page's query cache before the first render: the HTML
 * carries what it shows (thumbnails paint before any JavaScript runs) and the browser neither
 * asks again while an answer is fresh nor loads the schemas' chunk to check one. An answer that
 * cannot be read or does not match the contract is left out, and the browser asks as before,
 * showing any error itself.
 */
export async function ServerCache({
  reads,
  children,
}: {
  reads: readonly ServerRead[];
  children: ReactNode;
}) {
  const cache = new QueryClient();
  const answers = await Promise.all(reads.map((read) => readApiAsSession(read.path)));
  reads.forEach((read, i) => {
    const answer = read.schema.safeParse(answers[i]);
    if (answer.success) {
      cache.setQueryData(read.key, read.store ? read.store(answer.data) : answer.data);
    }
  });
  return <HydrationBoundary state={dehydrate(cache)}>{children}</HydrationBoundary>;
}

/** A first page of an offset-paged list, stored as the infinite query's first page. */
export const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [0] });
