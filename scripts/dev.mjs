// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@beacon/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@beacon/web'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
