/**
 * `npm run openapi:types`: regenerates the client types from the OpenAPI document built
 * in-process (no server needed) and writes them where they are committed. Run it after changing
 * the contract; a test fails while the committed file is stale.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { OPENAPI_TYPES_PATH, renderOpenApiTypes } from "@/lib/contract/oas/typescript";

const target = resolve(import.meta.dirname, "..", OPENAPI_TYPES_PATH);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, await renderOpenApiTypes());
console.log(`wrote ${OPENAPI_TYPES_PATH}`);
