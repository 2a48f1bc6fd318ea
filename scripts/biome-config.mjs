// Writes biome.json from the short tables below: the formatter and linter settings, and the
// layer boundaries as `noRestrictedImports` rules, one override per folder. A new engine folder
// is one line in ENGINE_LAYERS; a new studio folder one line in STUDIO_SIDES.
//
//   node scripts/biome-config.mjs           writes biome.json
//   node scripts/biome-config.mjs --check   exits 1 when biome.json differs from what it would write
//
// `scripts/biome-config.test.ts` checks that the committed biome.json is exactly this output.

import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = resolve(ROOT, "biome.json");

/**
 * The engine's folders, lowest first. `shared` layers may import only the folders they list;
 * an `operation` may import every shared layer and no other operation; `support` (test
 * helpers) is imported by tests only. Every folder reaches another only through its entry.
 */
export const ENGINE_LAYERS = [
  ["random", "shared", []],
  ["raster", "shared", []],
  ["color", "shared", ["raster"]],
  ["subjects", "shared", []],
  ["prompt", "shared", ["color", "raster", "random", "subjects"]],
  ["palette", "shared", ["color", "raster", "random"]],
  ["figure", "shared", ["color", "raster", "random"]],
  ["draw", "shared", ["color", "raster", "random", "subjects", "prompt", "figure"]],
  ["edit-grammar", "shared", ["prompt"]],
  ["generate", "operation"],
  ["animate", "operation"],
  ["restyle", "operation"],
  ["combine", "operation"],
  ["touchup", "operation"],
  ["rotate", "operation"],
  ["normal-map", "operation"],
  ["matte", "operation"],
  ["quality", "operation"],
  ["testing", "support"],
];

/**
 * The studio's folders and what of the server side each may import: `gateway` lists the
 * gateway modules it may use, `service` whether it may use the service's public module and
 * environment schema. Everything else of lib/service, lib/session and lib/gateway is refused.
 */
export const STUDIO_SIDES = [
  { path: "app/**", who: "A page", gateway: ["server-session"], service: true },
  {
    path: "app/api/**",
    who: "A route handler",
    gateway: ["forward", "studio", "session-endpoints", "server-session"],
    service: true,
  },
  { path: "components/**", who: "A component", gateway: [], service: false },
  { path: "lib/client/**", who: "lib/client", gateway: [], service: false, browserOnly: true },
];

const SETTINGS = {
  $schema: "./node_modules/@biomejs/biome/configuration_schema.json",
  files: {
    includes: [
      "**",
      "!node_modules",
      "!.next",
      "!build",
      "!data",
      "!test-results",
      "!playwright-report",
      "!lib/service/store/migrations/meta",
      "!lib/contract/generated",
      "!**/*.md",
    ],
  },
  formatter: { enabled: true, indentStyle: "space", indentWidth: 2, lineWidth: 100 },
  linter: {
    enabled: true,
    rules: {
      preset: "recommended",
      style: { noNonNullAssertion: "off" },
      suspicious: { noArrayIndexKey: "off" },
      a11y: { noSvgWithoutTitle: "off" },
    },
  },
  assist: { enabled: false },
  css: { parser: { tailwindDirectives: true } },
};

const rule = (group, message) => ({ group, message });

/** One override: these files may not import what the patterns name. */
const restrict = (includes, patterns) => ({
  includes,
  linter: {
    rules: {
      style: { noRestrictedImports: { level: "error", options: { patterns } } },
    },
  },
});

const ENGINE_SELF_CONTAINED = [
  rule(
    ["**", "!./**", "!../**", "!.", "!..", "!../.."],
    "The engine imports nothing outside lib/engine: no framework, no service, no contract, no package. Use relative imports inside the engine.",
  ),
  rule(
    ["../../../**", ...["service", "gateway", "session", "client", "contract"].flatMap(below)],
    "The engine imports nothing from lib/service, lib/gateway, lib/session, lib/client, lib/contract, components or app.",
  ),
];
function below(name) {
  return [`**/${name}`, `**/${name}/**`];
}

const THROUGH_ENTRIES = rule(
  ["../*/**", "!../../*", "../../*/**"],
  "Import another engine folder through its entry (../<folder>), never a file inside it.",
);

/** The import paths that reach engine folder `name` from inside another engine folder. */
const folder = (name) => [`../${name}`, `../${name}/**`, `../../${name}`, `../../${name}/**`];

function layerRule([name, kind, allowed = []]) {
  const isShared = (n) => ENGINE_LAYERS.find(([other]) => other === n)?.[1] === "shared";
  const refused = ENGINE_LAYERS.map(([other]) => other).filter(
    (other) => other !== name && (kind === "shared" ? !allowed.includes(other) : !isShared(other)),
  );
  const message =
    kind === "shared"
      ? `lib/engine/${name} is a shared layer: it may import only ${allowed.length ? allowed.join(", ") : "nothing else in the engine"}. Operations and higher layers build on it, never the other way round.`
      : `lib/engine/${name} is an operation: operations do not import each other (or the test support). Lift what two operations share into a shared layer (raster, color, prompt, palette, figure, draw) or pass it in as a parameter.`;
  return rule(refused.flatMap(folder), message);
}

function engineOverrides() {
  return [
    // The engine's front door (lib/engine/*.ts) holds plain facts and re-exports.
    restrict(["lib/engine/*.ts"], ENGINE_SELF_CONTAINED),
    ...ENGINE_LAYERS.map((layer) =>
      restrict(
        [`lib/engine/${layer[0]}/**`],
        layer[1] === "support"
          ? [...ENGINE_SELF_CONTAINED, THROUGH_ENTRIES]
          : [...ENGINE_SELF_CONTAINED, THROUGH_ENTRIES, layerRule(layer)],
      ),
    ),
    // Tests may use the test support and any folder, still through entries, and vitest and
    // node: built-ins besides.
    restrict(
      ["lib/engine/**/*.test.ts"],
      [
        rule(
          ["**", "!./**", "!../**", "!.", "!..", "!../..", "!vitest", "!node:*"],
          "Engine tests import only the engine, vitest and node: built-ins.",
        ),
        ENGINE_SELF_CONTAINED[1],
        THROUGH_ENTRIES,
      ],
    ),
  ];
}

// A folder's corpus (the cases an operation is judged on, e.g. lib/engine/subjects/corpus) is
// the one nested entry: the contact sheets draw it, and it is no part of the folder's own entry.
const ENGINE_ENTRIES = rule(
  ["@/lib/engine/*/**", "**/engine/*/**", "!@/lib/engine/*/corpus", "!**/engine/*/corpus"],
  "Use the engine through an entry: @/lib/engine or @/lib/engine/<folder> (or a folder's corpus, lib/engine/<folder>/corpus), never a file inside a folder.",
);

const anyPath = (name) => [
  `@/lib/${name}`,
  `@/lib/${name}/**`,
  `**/lib/${name}`,
  `**/lib/${name}/**`,
];

function studioRule({ who, gateway, service }) {
  const group = [
    ...anyPath("service"),
    ...(service ? ["!@/lib/service/public", "!@/lib/service/config"] : []),
    ...anyPath("session"),
    ...anyPath("gateway"),
    ...gateway.map((name) => `!@/lib/gateway/${name}`),
  ];
  const through = gateway.length ? gateway.join(", ") : "none here: this is browser code";
  const publicModule = service
    ? " and the service's public module (lib/service/public, lib/service/config)"
    : "";
  return rule(
    group,
    `${who} reaches the server side only through the gateway's public functions (${through})${publicModule}; never service internals, lib/session or other gateway modules.`,
  );
}

function studioOverrides() {
  return [
    restrict(["**", "!lib/engine/**"], [ENGINE_ENTRIES]),
    restrict(
      ["lib/service/**"],
      [
        ENGINE_ENTRIES,
        rule(
          ["react", "react/**", "react-dom", "react-dom/**", "next", "next/**"],
          "lib/service is framework-free: no react, react-dom or next.",
        ),
      ],
    ),
    ...STUDIO_SIDES.map((side) =>
      restrict(
        [side.path],
        [
          ENGINE_ENTRIES,
          studioRule(side),
          ...(side.browserOnly
            ? [
                rule(
                  ["service", "gateway", "session"].flatMap((name) => [
                    `../${name}`,
                    `../${name}/**`,
                  ]),
                  `${side.who} is browser code: it imports nothing from lib/service, lib/gateway or lib/session.`,
                ),
              ]
            : []),
        ],
      ),
    ),
  ];
}

/** The whole configuration, as an object. */
export function biomeConfig() {
  return { ...SETTINGS, overrides: [...engineOverrides(), ...studioOverrides()] };
}

/** biome.json's text: the configuration formatted by Biome itself, as `biome check` wants it. */
export function biomeConfigText() {
  const formatted = spawnSync(
    resolve(ROOT, "node_modules/.bin/biome"),
    ["format", "--stdin-file-path=biome.json"],
    { input: `${JSON.stringify(biomeConfig(), null, 2)}\n`, encoding: "utf8", cwd: ROOT },
  );
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`);
  return formatted.stdout;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = biomeConfigText();
  if (process.argv.includes("--check")) {
    if (readFileSync(OUT, "utf8") !== text) {
      console.error("biome.json differs from scripts/biome-config.mjs: run `npm run lint:config`.");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
    console.log("wrote biome.json");
  }
}
