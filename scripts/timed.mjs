/**
 * Runs npm scripts one after another, stopping at the first that fails, and prints how long each took, so a
 * slow `npm test` (CI on a 2-core machine) says which phase the time went to.
 * Usage: node scripts/timed.mjs <script> [<script> …]
 * When PHASE_TIMES names a file (.ci/run sets it), each phase is also appended there as "name<TAB>seconds" for
 * the CI run's own summary.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const scripts = process.argv.slice(2);
const times = [];

/** "1 min 05 s" or "42.3 s": phase times are read by people comparing runs, not by programs. */
function format(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

function summary() {
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  const width = Math.max(...times.map(([name]) => name.length), 'total'.length);
  console.log('\nphase times:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${format(ms)}`);
  console.log(`  ${'total'.padEnd(width)}  ${format(total)}`);
}

for (const script of scripts) {
  const started = performance.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const ms = performance.now() - started;
  times.push([script, ms]);
  if (process.env.PHASE_TIMES)
    appendFileSync(process.env.PHASE_TIMES, `${script}\t${Math.round(ms / 1000)}\n`);
  console.log(`\n== ${script}: ${format(ms)}`);
  if (result.status !== 0) {
    summary();
    console.log(`${script} failed`);
    process.exit(result.status ?? 1);
  }
}
summary();
