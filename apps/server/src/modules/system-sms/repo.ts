/** Platform messages go into the same queue as everyone's: a `messages` row plus its first history row. */
import type { Database } from '../../db/database.js';
import { messageEvents, messages } from '../../db/schema/index.js';

export interface NewSystemMessage {
  id: string;
  from: string;
  to: string;
  country: string | null;
  content: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  at: Date;
}

export async function insertSystemMessage(db: Database, message: NewSystemMessage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(messages).values({
      id: message.id,
      createdAt: message.at,
      accountId: null,
      direction: 'out',
      source: 'system',
      type: 1,
      from: message.from,
      to: message.to,
      country: message.country,
      content: message.content,
      encoding: message.encoding,
      segments: message.segments,
      costMicros: 0n,
      currency: null,
      status: 'queued',
      dueAt: message.at,
      updatedAt: message.at,
    });
    await tx.insert(messageEvents).values({ messageId: message.id, status: 'queued', at: message.at });
  });
}
