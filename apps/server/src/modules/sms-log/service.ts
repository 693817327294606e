/** The current account's message log: pages, one message with its history, and the export's row stream. */
import {
  formatMicros,
  type SmsLogDetail,
  type SmsLogItem,
  type SmsLogPage,
  type TSmsLogFilters,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { fieldError } from '../../lib/field-error.js';
import type { WebhookService } from '../webhooks/index.js';
import { decodeCursor, encodeCursor, type LogCursor } from './cursor.js';
import { findLogMessage, findLogPage, listEvents, type LogRow } from './repo.js';

/** Rows per query while exporting: large enough to be quick, small enough to stream steadily. */
const EXPORT_PAGE = 1_000;

export function toLogItem(row: LogRow): SmsLogItem {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    country: row.country,
    direction: row.direction,
    content: row.content,
    type: row.type,
    segments: row.segments,
    encoding: row.encoding,
    status: row.status,
    cost: formatMicros(row.costMicros),
    currency: row.currency,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSmsLogService({ db, webhooks }: { db: Database; webhooks: WebhookService }) {
  return {
    async list(
      accountId: string,
      input: TSmsLogFilters & { cursor?: string; limit: number },
    ): Promise<SmsLogPage> {
      const after = input.cursor ? decodeCursor(input.cursor) : undefined;
      const rows = await findLogPage(db, accountId, input, after, input.limit + 1);
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        items: page.map(toLogItem),
        nextCursor:
          rows.length > input.limit && last
            ? encodeCursor({ createdAt: last.createdKey, id: last.id })
            : null,
      };
    },

    async detail(accountId: string, id: string): Promise<SmsLogDetail> {
      const row = await findLogMessage(db, accountId, id);
      if (!row) throw fieldError(['id'], 'messageIdInvalid');
      const events = await listEvents(db, id);
      return {
        message: toLogItem(row),
        events: events.map((event) => ({
          status: event.status,
          errorCode: event.error_code,
          at: new Date(event.at_ms).toISOString(),
        })),
        webhooks: await webhooks.historyOfMessage(accountId, id),
      };
    },

    /** Every matching row, newest first, fetched page by page as the consumer reads. */
    async *exportRows(accountId: string, filters: TSmsLogFilters): AsyncGenerator<SmsLogItem> {
      let after: LogCursor | undefined;
      for (;;) {
        const rows = await findLogPage(db, accountId, filters, after, EXPORT_PAGE);
        for (const row of rows) yield toLogItem(row);
        if (rows.length < EXPORT_PAGE) return;
        const last = rows.at(-1)!;
        after = { createdAt: last.createdKey, id: last.id };
      }
    },
  };
}

export type SmsLogService = ReturnType<typeof createSmsLogService>;
