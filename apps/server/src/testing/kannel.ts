/**
 * Kannel (Debian's `kannel` package) as a customer's SMPP client in tests: its `bearerbox` binds to our SMPP
 * server through an `smsc = smpp` group, its `smsbox` takes messages on the sendsms HTTP interface and calls
 * each message's `dlr-url` when its delivery report comes back. Both run as child processes with their
 * configuration and logs in a temporary directory, on loopback ports only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitFor } from './processes.js';

const SEARCH = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'];

/** The directory holding bearerbox and smsbox, or null when Kannel is not installed. */
export function findKannel(): string | null {
  const dirs = [...SEARCH, ...(process.env.PATH ?? '').split(path.delimiter)];
  return (
    dirs.find((dir) => existsSync(path.join(dir, 'bearerbox')) && existsSync(path.join(dir, 'smsbox'))) ??
    null
  );
}

export interface KannelOptions {
  binDir: string;
  /** Configuration and logs go here. */
  dir: string;
  smppPort: number;
  systemId: string;
  password: string;
}

export interface Kannel {
  /** `GET /cgi-bin/sendsms` with these parameters (the user's credentials added). */
  sendsms(params: Record<string, string>): Promise<{ status: number; body: string }>;
  /** Both logs, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

const USER = { username: 'tester', password: 'tester-secret' };

function configuration(
  options: KannelOptions,
  ports: { admin: number; smsbox: number; sendsms: number },
): string {
  const log = (name: string) => `"${path.join(options.dir, name)}"`;
  return `
group = core
admin-port = ${ports.admin}
admin-password = admin-secret
admin-allow-ip = "127.0.0.1"
smsbox-port = ${ports.smsbox}
box-allow-ip = "127.0.0.1"
log-file = ${log('bearerbox.log')}
log-level = 0
dlr-storage = internal

group = smsc
smsc = smpp
smsc-id = beacon
host = 127.0.0.1
port = ${options.smppPort}
transceiver-mode = true
smsc-username = "${options.systemId}"
smsc-password = "${options.password}"
system-type = ""
enquire-link-interval = 5
reconnect-delay = 1
max-pending-submits = 10

group = smsbox
bearerbox-host = 127.0.0.1
sendsms-port = ${ports.sendsms}
sendsms-interface = 127.0.0.1
log-file = ${log('smsbox.log')}
log-level = 0

group = sendsms-user
username = ${USER.username}
password = ${USER.password}
max-messages = 10
concatenation = true
`;
}

export async function startKannel(options: KannelOptions): Promise<Kannel> {
  const ports = { admin: await freePort(), smsbox: await freePort(), sendsms: await freePort() };
  const conf = path.join(options.dir, 'kannel.conf');
  writeFileSync(conf, configuration(options, ports));
  const children: ChildProcess[] = [];
  let output = '';
  const start = (name: string) => {
    const child = spawn(path.join(options.binDir, name), [conf], {
      cwd: options.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
  };
  const readLog = (name: string) => {
    const file = path.join(options.dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const kannel: Kannel = {
    async sendsms(params) {
      const query = new URLSearchParams({ ...USER, ...params }).toString();
      const response = await fetch(`http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms?${query}`);
      return { status: response.status, body: await response.text() };
    },
    log: () =>
      `${output}\n--- bearerbox.log\n${readLog('bearerbox.log')}\n--- smsbox.log\n${readLog('smsbox.log')}`,
    async stop() {
      for (const child of children.reverse()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  start('bearerbox');
  try {
    await waitFor(() => readLog('bearerbox.log').includes('Start-up done'), 30_000, 'bearerbox to start');
    start('smsbox');
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${ports.sendsms}/`).then(
          () => true,
          () => false,
        ),
      30_000,
      'the sendsms interface',
    );
  } catch (error) {
    await kannel.stop();
    throw new Error(`${(error as Error).message}\n${kannel.log()}`, { cause: error });
  }
  return kannel;
}
