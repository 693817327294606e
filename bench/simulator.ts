/**
 * The SMSC simulator of the dispatch scenario in a process of its own, so the engine's resident memory is
 * read apart from the simulator's (issue 14). The same simulator class the server embeds, with its defaults
 * (dedupe memory included) and the scenario's receipt delay; the engine binds to it through SMPP_ROUTES, the
 * bare loop through its port. Usage: simulator.ts <receiptDelayMs>; prints one JSON line
 * `{ "port": n }` once it listens, and runs until SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SmscSimulator } from '../apps/server/src/carriers/index.js';

async function main(): Promise<void> {
  const receiptDelayMs = Number(process.argv[2] ?? 200);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-simulator-'));
  const simulator = await SmscSimulator.start({ dataDir, receiptDelayMs });
  const stop = async () => {
    await simulator.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.stdout.write(`${JSON.stringify({ port: simulator.port })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
