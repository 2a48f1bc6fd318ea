import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { route } from "../router";

let document: Record<string, unknown> | undefined;

export const metaRoutes = [route("openapi", async () => (document ??= buildOpenApiDocument()))];
