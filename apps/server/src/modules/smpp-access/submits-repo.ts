/**
 * What each SMPP submit asked for its receipts (smpp_submits): written before its message is accepted, so the
 * statement that makes the message final finds it; deleted when the acceptance refuses; purged once no
 * receipt can be due any more (outbox-repo.ts, `purgeCreatedBefore`).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { arrayParam, idListToArray, joinIdList } from '../../db/sql-rows.js';

export interface SmppSubmitRecord {
  messageId: string;
  accountId: string;
  systemId: string;
  partIds: string[];
  registeredDelivery: number;
  sourceAddr: string;
  destAddr: string;
  textStart: string;
  createdAt: Date;
}

export async function insertSubmits(db: Database, records: readonly SmppSubmitRecord[]): Promise<void> {
  if (records.length === 0) return;
  const param = <T>(pick: (record: SmppSubmitRecord) => T) => arrayParam(records.map(pick));
  await db.execute(sql`
    insert into smpp_submits (message_id, account_id, system_id, part_ids, registered_delivery, source_addr,
                              dest_addr, text_start, created_at)
    select u.message_id, u.account_id, u.system_id, ${idListToArray(sql`u.part_ids`)}, u.registered_delivery,
           u.source_addr, u.dest_addr, u.text_start, u.created_key::timestamptz
    from unnest(${param((r) => r.messageId)}::text[], ${param((r) => r.accountId)}::text[],
                ${param((r) => r.systemId)}::text[], ${param((r) => joinIdList(r.partIds))}::text[],
                ${param((r) => r.registeredDelivery)}::smallint[], ${param((r) => r.sourceAddr)}::text[],
                ${param((r) => r.destAddr)}::text[], ${param((r) => r.textStart)}::text[],
                ${param((r) => r.createdAt.toISOString())}::text[])
      as u(message_id, account_id, system_id, part_ids, registered_delivery, source_addr, dest_addr, text_start,
           created_key)
    on conflict (message_id) do nothing
  `);
}

export async function deleteSubmits(db: Database, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.execute(sql`delete from smpp_submits where message_id = any(${arrayParam(messageIds)}::text[])`);
}
