// A throwaway PostgreSQL 15 cluster for tests: initdb in a temp dir, start on a free loopback
// port, hand out a URL, and always stop and delete it afterwards.
// CLI: `node scripts/pg-cluster.mjs` starts one, prints its URL, and stops it on Ctrl-C.
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const BIN = process.env.PG_BIN || "/usr/lib/postgresql/15/bin";
const DB = "spritewright_test";
const isRoot = process.getuid?.() === 0;

const live = new Set(); // stop() of every cluster still running
// Last resort for any exit path (an uncaught error, process.exit in a signal handler):
// 'exit' hooks must be synchronous, which is why stop() uses spawnSync.
process.on("exit", () => {
  for (const stop of live) stop();
});

/** Runs a PostgreSQL binary; as the postgres user when we are root (initdb refuses root). */
function pg(bin, args, { asOwner = true, cwd } = {}) {
  const cmd = join(BIN, bin);
  const [file, argv] =
    asOwner && isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { cwd, encoding: "utf8" });
  if (r.error) throw new Error(`${bin}: ${r.error.message}`);
  return r;
}

function check(r, what) {
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a fresh cluster. Resolves to { url, port, dir, stop() }; stop() is idempotent. */
export async function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), "swpg-"));
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  if (isRoot) chownSync(dir, ...postgresIds());

  let running = false;
  const stop = () => {
    if (!live.delete(stop)) return;
    // Fast mode ends open test connections; immediate is the fallback if that hangs.
    if (
      running &&
      pg("pg_ctl", ["-D", data, "stop", "-m", "fast", "-t", "20"], { cwd: dir }).status
    ) {
      pg("pg_ctl", ["-D", data, "stop", "-m", "immediate", "-t", "20"], { cwd: dir });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  live.add(stop); // from here on, any exit removes the dir

  try {
    // Trust auth and no fsync: a disposable test cluster, bound to loopback only.
    const initdb = ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "-N"];
    check(pg("initdb", initdb, { cwd: dir }), "initdb");
    // The port is free when probed but could be taken before postgres binds it: retry.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const opts = [
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
        "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
      ].join(" ");
      const r = pg("pg_ctl", ["-D", data, "-l", log, "-o", opts, "-w", "start"], { cwd: dir });
      if (r.status === 0) {
        running = true;
        check(
          pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", DB], {
            asOwner: false,
          }),
          "createdb",
        );
        return { url: `postgres://postgres@127.0.0.1:${port}/${DB}`, port, dir, stop };
      }
      if (attempt === 3) {
        let tail = "";
        try {
          tail = readFileSync(log, "utf8").split("\n").slice(-20).join("\n");
        } catch {}
        throw new Error(`pg_ctl start failed (exit ${r.status}):\n${r.stdout}${r.stderr}${tail}`);
      }
    }
  } catch (err) {
    stop();
    throw err;
  }
}

// The postgres user's ids, to chown the temp dir (mkdtemp makes it 0700, owned by us).
let ids;
function postgresIds() {
  if (!ids) {
    const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (uid.status !== 0)
      throw new Error("no `postgres` user to run initdb as (initdb refuses root)");
    ids = [Number(uid.stdout), Number(gid.stdout)];
  }
  return ids;
}

// CLI: start, print the URL, stop on SIGINT/SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cluster = await startCluster();
  console.log(cluster.url);
  console.error(`(data in ${cluster.dir}; Ctrl-C stops the cluster and deletes it)`);
  const quit = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", quit);
  process.on("SIGTERM", quit);
  setInterval(() => {}, 1 << 30); // keep the process alive until a signal
}
