/**
 * The Dockerfile and compose.yaml, checked without a container engine: parsed, and held to what the issue
 * asks (multi-stage, production dependencies only, non-root, a health check, PostgreSQL + Redis + two API
 * and two worker processes), with every environment the compose file gives a process accepted by the
 * server's own configuration parser, and the image's health check run as a command against a live answer.
 * What the containers run is proven without them by the scale-out test (the same roles as processes).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config.js';
import { REPO_ROOT } from '../testing/processes.js';
import { useTempDirs } from '../testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-containers');

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of each stage, by stage name. */
function stages(all: Instruction[]): Map<string, Instruction[]> {
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const instruction of all) {
    if (instruction.keyword === 'FROM') {
      current = [];
      byStage.set(instruction.args.split(/\s+as\s+/i)[1] ?? instruction.args, current);
    } else current.push(instruction);
  }
  return byStage;
}

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const dockerfile = instructions(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
const compose = parse(readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** `${NAME:-default}` and `${NAME:?message}` as compose resolves them, with .env values for the required. */
function resolved(
  environment: Record<string, string>,
  dotEnv: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g,
        (_, variable: string, fallback?: string) => dotEnv[variable] ?? fallback ?? '',
      ),
    ]),
  );
}

describe('the Dockerfile', () => {
  const byStage = stages(dockerfile);
  const runtime = [...byStage.values()].at(-1)!;

  test('builds in one stage and runs from another with production dependencies only, not as root', () => {
    expect(byStage.size).toBeGreaterThanOrEqual(2);
    expect(byStage.get('build')!.some((i) => i.keyword === 'RUN' && i.args.includes('npm run build'))).toBe(
      true,
    );
    expect(runtime.some((i) => i.keyword === 'RUN' && i.args.includes('npm ci --omit=dev'))).toBe(true);
    const user = runtime.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime.find((i) => i.keyword === 'CMD')?.args).toContain('apps/server/dist/main.js');
  });

  test('copies only what exists in the repository or what the build stage makes', () => {
    const built = ['apps/server/dist', 'apps/web/dist'];
    for (const { keyword, args } of dockerfile.filter((i) => i.keyword === 'COPY')) {
      const parts = args.split(/\s+/);
      const fromBuild = parts[0] === '--from=build';
      const sources = (fromBuild ? parts.slice(1) : parts).slice(0, -1);
      for (const source of sources) {
        if (source === '.') continue;
        const known = fromBuild
          ? built.some((dir) => source === `/app/${dir}`) || existsSync(path.join(REPO_ROOT, source.slice(5)))
          : existsSync(path.join(REPO_ROOT, source));
        expect(known, `${keyword} ${args}`).toBe(true);
      }
    }
  });

  test('its health check passes while /api/health answers and fails once it does not', async () => {
    const check = dockerfile.find((i) => i.keyword === 'HEALTHCHECK')!.args;
    const command = JSON.parse(check.slice(check.indexOf('CMD') + 3).trim()) as string[];
    const server = http.createServer((request, response) =>
      response.writeHead(request.url === '/api/health' ? 200 : 404).end(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = String((server.address() as AddressInfo).port);
    const run = async () => {
      const child = spawn(process.execPath, command.slice(1), { env: { PORT: port } });
      const [code] = (await once(child, 'exit')) as [number];
      return code;
    };
    expect(command[0]).toBe('node');
    expect(await run()).toBe(0);
    await new Promise((resolve) => server.close(resolve));
    expect(await run()).toBe(1);
  });
});

describe('compose.yaml', () => {
  const services = compose.services;
  const beacon = Object.entries(services).filter(([, service]) => service.build === '.');

  test('runs PostgreSQL, Redis, two API and two worker processes of the image', () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    const roles = beacon.map(([, service]) => service.environment?.ROLE).sort();
    expect(roles).toEqual(['api', 'api', 'worker', 'worker']);
    for (const [, service] of beacon) {
      expect(service.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition).toBe('service_healthy');
    }
    for (const [, service] of beacon.filter(([, s]) => s.environment?.ROLE === 'worker')) {
      expect(service.healthcheck?.test.join(' ')).toContain('/metrics');
    }
  });

  test("every process's environment is one the server accepts, one database and Redis for all", () => {
    const dotEnv = {
      COOKIE_SECRET: 'c'.repeat(40),
      CODE_HMAC_KEY: 'k'.repeat(40),
      CAPTCHA_HMAC_KEY: 'h'.repeat(20),
    };
    const configs = beacon.map(([, service]) =>
      loadConfig(resolved(service.environment!, dotEnv), tempDir()),
    );
    expect(new Set(configs.map((config) => config.databaseUrl)).size).toBe(1);
    expect(new Set(configs.map((config) => config.redisUrl)).size).toBe(1);
    expect(new Set(configs.map((config) => config.cookieSecret))).toEqual(new Set([dotEnv.COOKIE_SECRET]));
    for (const config of configs) {
      expect(config.databaseUrl).toMatch(/@postgres:5432\//);
      expect(config.metrics?.port).toBe(9464);
    }
  });
});
