/**
 * The webhook event bodies of API.md (typed in packages/shared), built where the change they report is written and serialised by the
 * sender. jsonb does not keep key order, so the sender puts the keys back in the documented order: receivers
 * see exactly the shapes API.md shows.
 */
import {
  formatMicros,
  type MessageInboundEvent,
  type MessageStatusEvent,
  type VerifyEventName,
  type WebhookEvent,
} from '@beacon/shared';

/**
 * Which of the account's URLs an event goes to. Decided at each attempt rather than when the event is
 * written, so a URL fixed or cleared in the settings applies to retries and resends too.
 */
export function webhookKindOf(event: string, payload: unknown): 'status' | 'inbound' {
  if (event === 'message.inbound') return 'inbound';
  const kind = (payload as { kind?: unknown } | null)?.kind;
  return event === 'webhook.test' && kind === 'inbound' ? 'inbound' : 'status';
}

export function messageStatusEvent(message: {
  id: string;
  to: string;
  status: string;
  errorCode: string | null;
  segments: number;
  costMicros: bigint;
  at: Date;
}): MessageStatusEvent {
  return {
    event: 'message.status',
    messageId: message.id,
    to: message.to,
    // Written only when a message is sent or becomes final (dispatcher, receipts, expiry); the engine keeps
    // statuses as text, so the narrowing to the documented list is this boundary's.
    status: message.status as MessageStatusEvent['status'],
    errorCode: message.errorCode,
    segments: message.segments,
    cost: formatMicros(message.costMicros),
    timestamp: message.at.toISOString(),
  };
}

export function messageInboundEvent(message: {
  id: string;
  from: string;
  to: string;
  content: string;
  at: Date;
}): MessageInboundEvent {
  return {
    event: 'message.inbound',
    messageId: message.id,
    from: message.from,
    to: message.to,
    content: message.content,
    timestamp: message.at.toISOString(),
  };
}

const VERIFY_KEYS = ['event', 'verificationId', 'to', 'status', 'attempts', 'timestamp'] as const;

const KEY_ORDER: Record<WebhookEvent['event'] | VerifyEventName, readonly string[]> = {
  'message.status': ['event', 'messageId', 'to', 'status', 'errorCode', 'segments', 'cost', 'timestamp'],
  'message.inbound': ['event', 'messageId', 'from', 'to', 'content', 'timestamp'],
  'webhook.test': ['event', 'kind', 'accountId', 'timestamp'],
  // The Verify API's events (modules/verify), queued on the status webhook.
  'verification.approved': VERIFY_KEYS,
  'verification.expired': VERIFY_KEYS,
  'verification.canceled': VERIFY_KEYS,
  'verification.max_attempts': VERIFY_KEYS,
};

/** The raw body that is signed and POSTed: documented keys first, in API.md's order. */
export function serializeWebhookEvent(payload: Record<string, unknown>): string {
  const order = KEY_ORDER[payload.event as keyof typeof KEY_ORDER] ?? [];
  const ordered: Record<string, unknown> = {};
  for (const key of order) if (key in payload) ordered[key] = payload[key];
  for (const [key, value] of Object.entries(payload)) if (!(key in ordered)) ordered[key] = value;
  return JSON.stringify(ordered);
}
