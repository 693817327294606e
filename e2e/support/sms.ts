/**
 * Reads what the embedded SMSC simulator received (API.md: one JSON line per message in
 * `<DATA_DIR>/simulator/received.jsonl`), so journeys take SMS codes from the "handset" like a person would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR } from './env.js';

export interface ReceivedSms {
  messageId: string;
  from: string;
  to: string;
  content: string;
  receivedAt: string;
}

const RECEIVED_SMS_FILE = path.join(DATA_DIR, 'simulator', 'received.jsonl');

export function readSms(to: string): ReceivedSms[] {
  let text: string;
  try {
    text = readFileSync(RECEIVED_SMS_FILE, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReceivedSms)
    .filter((sms) => sms.to === to);
}

/** Waits for the newest SMS to `to` that arrived after `seen` messages and returns it. */
export async function waitForSms(to: string, seen: number): Promise<ReceivedSms> {
  let messages: ReceivedSms[] = [];
  await expect
    .poll(() => (messages = readSms(to)).length, { message: `an SMS to ${to}`, timeout: 30_000 })
    .toBeGreaterThan(seen);
  return messages[messages.length - 1]!;
}

export function codeOfSms(sms: ReceivedSms): string {
  const code = /\b(\d{6})\b/.exec(sms.content)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${sms.content}"`);
  return code;
}
