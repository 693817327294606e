/**
 * The console's SMS calls (docs/sms-console-api.md, API.md settings). Calls whose failures the page explains
 * itself (send, settings forms) are quiet; bodies with lists or objects go as JSON.
 */
import type { SmsMessageType } from '@beacon/shared/sms/message-types';
import type { ApiKey, CreatedApiKey } from '@beacon/shared/api/api-keys';
import type { OptOutPage } from '@beacon/shared/api/opt-outs';
import type { PriceEntry } from '@beacon/shared/api/pricing';
import type { SmsLogDetail, SmsLogPage } from '@beacon/shared/api/sms-log';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import type { WebhookDeliveryPage, WebhookKind, WebhookTestResult } from '@beacon/shared/api/webhooks';
import type { TSmsLogListInput } from '@beacon/shared/validation/sms-log';
import type { TSmsSendInput, TSmsSettingsUpdateInput } from '@beacon/shared/validation/sms';
import { api } from '../../shared/request';
import type { DownloadOptions } from '../../shared/request/api';

const QUIET_JSON = { quiet: true, json: true } as const;
const JSON_BODY = { json: true } as const;

export interface SendInput {
  type: SmsMessageType;
  from: string;
  to: string[];
  content?: string;
  templateId?: string;
  variables?: Record<string, string>;
  /** A recipient's own values (imported file rows), by E.164; they win over `variables`. */
  recipientVariables?: Record<string, Record<string, string>>;
  /** ISO 8601 UTC; absent sends now. */
  sendAt?: string;
  agree: boolean;
  smartEncoding: boolean;
}

export interface AcceptedMessage {
  messageId: string;
  to: string;
  country: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  cost: string;
  status: 'queued' | 'scheduled';
}

export type DroppedReason = 'duplicate' | 'optedOut';

export interface SendResult {
  batchId: string;
  messages: AcceptedMessage[];
  cost: string;
  currency: string;
  balance: string;
  dropped: { to: string; reason: DroppedReason }[];
}

/** Price of one segment to `country`, in the account's currency. */
export interface PriceEntry {
  country: string;
  price: string;
  currency: string;
  /** From the shipped demo list, not a negotiated price. */
  demo: boolean;
}

export interface TemplateOption {
  id: string;
  name: string;
  content: string;
  country: string | null;
  type: number;
}

export interface SmsSettings {
  ipWhitelist: string[];
  dailyLimit: number;
  perNumberLimit: number;
  globalRateLimit: number;
  perSecondRate: number;
  statusWebhookUrl: string | null;
  moWebhookUrl: string | null;
  /** The secret is write-only; the server says only whether one is set. */
  webhookSecretSet: boolean;
  signatureEnabled: boolean;
  disallowedCountries: string[];
}

export interface ApiKey {
  keyId: string;
  name: string;
  secretHint: string;
  createdAt: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
}

export interface CreatedApiKey {
  keyId: string;
  /** Shown this once; only its hash is kept. */
  secret: string;
  name: string;
  createdAt: string;
}

export interface OptOut {
  phone: string;
  createdAt: string;
  messageId: string | null;
}

export interface OptOutPage {
  items: OptOut[];
  nextCursor: string | null;
}

export type WebhookKind = 'status' | 'inbound';

/** One delivery of `POST /sms/webhook/list`: an event for one of the account's URLs and its latest attempt. */
export interface WebhookDelivery {
  id: number;
  event: 'message.status' | 'message.inbound' | 'webhook.test';
  /** Null for test events. */
  messageId: string | null;
  /** Where the latest attempt went (or the next one will go). */
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  /**
   * Where the last attempt went: differs from `url` only while a retry to a changed URL is under way; null
   * when none was made, when the URL had been cleared, or for attempts older than this field.
   */
  lastAttemptUrl: string | null;
  /** Null when the last attempt got no HTTP answer (see `lastError`) or none was made. */
  lastHttpStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  nextCursor: string | null;
}

export type LogListInput = Omit<TSmsLogListInput, 'since' | 'until'> & { since?: string; until?: string };

export const smsApi = {
  send: (input: SendInput) => api.post<SendResult>('/sms/send', input satisfies TSmsSendInput, QUIET_JSON),
  prices: (countries: string[]) => api.post<PriceEntry[]>('/sms/price/list', { countries }, JSON_BODY),
  templateOptions: () => api.post<TemplateOption[]>('/sms/template/options'),

  logList: (input: LogListInput) => api.post<SmsLogPage>('/sms/log/list', input, JSON_BODY),
  logDetail: (id: string) => api.post<SmsLogDetail>('/sms/log/detail', { id }),
  /** `query` is the filters as URL parameters (lists comma-separated). */
  logExport: (query: string, options?: DownloadOptions) =>
    api.download(`/sms/log/export${query ? `?${query}` : ''}`, options),

  settings: () => api.post<SmsSettings>('/sms/setting/get'),
  updateSettings: (patch: TSmsSettingsUpdateInput) =>
    api.post<SmsSettings>('/sms/setting/update', patch, QUIET_JSON),
  testWebhook: (kind: WebhookKind) => api.post<WebhookTestResult>('/sms/webhook/test', { kind }),
  resendWebhook: (deliveryId: number) => api.post<null>('/sms/webhook/resend', { deliveryId }),
  webhookDeliveries: (input: { cursor?: string; limit: number }) =>
    api.post<WebhookDeliveryPage>('/sms/webhook/list', input, JSON_BODY),

  apiKeys: () => api.post<ApiKey[]>('/sms/apikey/list'),
  createApiKey: (name: string) => api.post<CreatedApiKey>('/sms/apikey/create', { name }, { quiet: true }),
  revokeApiKey: (keyId: string) => api.post<null>('/sms/apikey/revoke', { keyId }),

  optOuts: (input: { phone?: string; cursor?: string; limit?: number }) =>
    api.post<OptOutPage>('/sms/optout/list', input),
  removeOptOut: (phone: string) => api.post<null>('/sms/optout/delete', { phone }),
};
