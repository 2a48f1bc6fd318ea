/**
 * `npm run bench`: prints the figures behind our performance budgets. Nothing here is
 * asserted; the numbers are for reading and comparing runs. Runs on PGlite, or on PostgreSQL
 * when DATABASE_URL is set.
 */
import { startTestService } from "@/lib/service/testing";
import { benchBundles } from "./bundles";
import { benchEngine } from "./engine";
import { benchGateway, benchImport, benchListing } from "./foundation";
import { benchJobs } from "./jobs";
import { benchLibraryPaint } from "./library-paint";
import { benchModeration } from "./moderation";
import { benchRenderPool } from "./render-pool";
import { benchSoak, soakRequested } from "./soak";
import { benchThroughput } from "./throughput";

async function main() {
  // `npm run bench -- soak [--minutes N] [--service]` runs the soak alone (it takes minutes).
  if (soakRequested(process.argv)) return benchSoak(process.argv);
  const svc = await startTestService();
  console.log(`Spritewright benchmarks on ${svc.service.store.kind}, node ${process.version}`);
  try {
    await benchEngine();
    await benchModeration();
    await benchJobs(svc);
    await benchGateway(svc);
    await benchImport(svc);
    await benchListing(svc);
  } finally {
    await svc.close();
  }
  await benchRenderPool();
  await benchBundles();
  await benchThroughput();
  await benchLibraryPaint();
  await benchSoak(process.argv);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
