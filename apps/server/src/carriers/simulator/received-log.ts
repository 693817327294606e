/**
 * `<dataDir>/simulator/received.jsonl`: one line per message the simulator received, reassembled, in the
 * shape API.md promises outside tests: `{ messageId, from, to, content, receivedAt }`. Ids already in the
 * file are loaded at start so a message re-submitted after a restart is not written twice.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BoundedMap } from './bounded-map.js';

export interface ReceivedMessage {
  /** Our message id (from the vendor TLV), or the simulator's id of the first part when none was sent. */
  messageId: string;
  from: string;
  to: string;
  content: string;
  /** ISO 8601. */
  receivedAt: string;
}

function receivedLogPath(dataDir: string): string {
  return path.join(dataDir, 'simulator', 'received.jsonl');
}

export class ReceivedLog {
  private constructor(
    readonly file: string,
    private readonly stream: WriteStream,
    private readonly recorded: BoundedMap<string, true>,
  ) {}

  static async open(dataDir: string, maxRemembered: number): Promise<ReceivedLog> {
    const file = receivedLogPath(dataDir);
    await mkdir(path.dirname(file), { recursive: true });
    const recorded = new BoundedMap<string, true>(maxRemembered);
    const endsMidLine = await loadIds(file, recorded);
    const stream = createWriteStream(file, { flags: 'a' });
    await once(stream, 'open');
    // A line torn by a crash must not swallow the next one.
    if (endsMidLine) stream.write('\n');
    return new ReceivedLog(file, stream, recorded);
  }

  has(messageId: string): boolean {
    return this.recorded.has(messageId);
  }

  /** Appends the line unless the id is already recorded; resolves once the line is written to the file. */
  append(message: ReceivedMessage): Promise<boolean> {
    if (this.recorded.has(message.messageId)) return Promise.resolve(false);
    this.recorded.set(message.messageId, true);
    return new Promise((resolve, reject) => {
      this.stream.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve(true)));
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.stream.end(resolve));
  }
}

/** Remembers the ids already in the file; true when the file does not end with a newline. */
async function loadIds(file: string, recorded: BoundedMap<string, true>): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return false;
    for await (const line of createInterface({ input: handle.createReadStream({ autoClose: false }) })) {
      try {
        const id = (JSON.parse(line) as Partial<ReceivedMessage>).messageId;
        if (typeof id === 'string') recorded.set(id, true);
      } catch {
        // A torn last line from a crash: skip it.
      }
    }
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    await handle.close();
  }
}
