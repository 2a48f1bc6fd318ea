/**
 * `npm run backup -- out.tar.gz` and `npm run restore -- in.tar.gz`: the embedded store in
 * DATA_DIR (default ./data) to a file and back. Both take the data directory's lock, so they
 * refuse while the studio or the service runs on it: stop it first (Ctrl-C). A restore keeps
 * the store it replaces in DATA_DIR/snapshots. On PostgreSQL (DATABASE_URL) use pg_dump and
 * pg_restore instead (see the README).
 */
import { readEnv } from "@/lib/service/config";
import { backupDataDir, restoreDataDir } from "@/lib/service/store/backup";
import { DataDirLockedError } from "@/lib/service/store/lock";

const [mode, file, ...rest] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  if ((mode !== "backup" && mode !== "restore") || !file || rest.length > 0) {
    fail("usage: npm run backup -- out.tar.gz | npm run restore -- in.tar.gz");
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    fail(
      `npm run ${mode} is for the embedded store; with DATABASE_URL use pg_dump / pg_restore (README: "Stopping, the data directory lock, backups").`,
    );
  }
  if (mode === "backup") {
    const { bytes } = await backupDataDir(env.DATA_DIR, file);
    console.log(`Backed up ${env.DATA_DIR} to ${file} (${bytes} bytes).`);
  } else {
    const { replaced } = await restoreDataDir(env.DATA_DIR, file);
    console.log(
      `Restored ${file} into ${env.DATA_DIR}.` +
        (replaced ? ` The store it replaced is kept in ${replaced}.` : ""),
    );
  }
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) fail(`npm run ${mode}: ${error.message}`);
  fail(`npm run ${mode}: ${error instanceof Error ? error.message : String(error)}`);
});
