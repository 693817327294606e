/**
 * Runs npm scripts one step after another, stopping at the first step that fails, and prints how long each
 * script took, so a slow `npm test` (CI on a 2-core machine) says which phase the time went to.
 * Usage: node scripts/timed.mjs <step> [<step> …], where a step is a script or scripts joined by "+"
 * (`typecheck+lint`) that run at the same time: tsc and eslint each keep one core busy, so on two cores the
 * pair takes about as long as the slower of them. Of scripts run together, the first prints as it goes and
 * the others' output is held and printed when each ends, so no two logs interleave.
 * When PHASE_TIMES names a file (.ci/run sets it), each script is also appended there as "name<TAB>seconds"
 * for the CI run's own summary.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = process.argv.slice(2).map((step) => step.split('+'));
const times = [];
const started = performance.now();

/** "1 min 05 s" or "42.3 s": phase times are read by people comparing runs, not by programs. */
function format(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

/** The total is the wall-clock time: scripts that ran together must not count twice. */
function summary() {
  const total = performance.now() - started;
  const width = Math.max(...times.map(([name]) => name.length), 'total'.length);
  console.log('\nphase times:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${format(ms)}`);
  console.log(`  ${'total'.padEnd(width)}  ${format(total)}`);
}

function record(name, ms) {
  times.push([name, ms]);
  if (process.env.PHASE_TIMES) appendFileSync(process.env.PHASE_TIMES, `${name}\t${Math.round(ms / 1000)}\n`);
  console.log(`\n== ${name}: ${format(ms)}`);
}

/** Resolves with the script's exit status once it has ended and its held output (if any) is printed. */
function run(script, live) {
  return new Promise((resolve) => {
    const begun = performance.now();
    const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : ['inherit', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code, signal) => {
      if (!live) process.stdout.write(Buffer.concat(held));
      record(script, performance.now() - begun);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const scripts of steps) {
  const begun = performance.now();
  const statuses = await Promise.all(scripts.map((script, index) => run(script, index === 0)));
  // Scripts that ran together also get one line for the step, which is what they cost the run.
  if (scripts.length > 1) record(scripts.join('+'), performance.now() - begun);
  const failed = scripts.filter((_, index) => statuses[index] !== 0);
  if (failed.length > 0) {
    summary();
    console.log(`${failed.join(', ')} failed`);
    process.exit(statuses.find((status) => status !== 0));
  }
}
summary();
