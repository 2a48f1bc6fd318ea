import { buildOpenApiDocument } from "@/lib/contract/openapi";
import type { PriceBook } from "@/lib/contract/operations";
import { type PreparedJson, prepared, preparedResponse } from "../respond";
import { route } from "../router";

/** The document depends only on the price book: built and serialised once per book. */
const documents = new WeakMap<PriceBook, PreparedJson>();

export const metaRoutes = [
  route("openapi", async ({ ctx, request }) =>
    preparedResponse(
      request,
      prepared(documents, ctx.prices, () => buildOpenApiDocument(ctx.prices)),
      "public",
    ),
  ),
];
