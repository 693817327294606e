/**
 * The console's SMS calls (docs/sms-console-api.md, API.md settings). Calls whose failures the page explains
 * itself (send, settings forms) are quiet; bodies with lists or objects go as JSON.
 */
import type { ApiKey, CreatedApiKey } from '@beacon/shared/api/api-keys';
import type { DroppedReason, SendResult, SmsSendBody as SendInput } from '@beacon/shared/api/sending';
import type { TemplateOption } from '@beacon/shared/api/templates';
import type { OptOutListQuery, OptOutPage } from '@beacon/shared/api/opt-outs';
import type { PriceEntry } from '@beacon/shared/api/pricing';
import type { SmsLogDetail, SmsLogPage } from '@beacon/shared/api/sms-log';
import type { SmsSettings } from '@beacon/shared/api/sms-settings';
import type {
  WebhookDeliveryPage,
  WebhookKind,
  WebhookListQuery,
  WebhookTestResult,
} from '@beacon/shared/api/webhooks';
import type { TSmsLogListInput } from '@beacon/shared/validation/sms-log';
import type { TSmsSendInput, TSmsSettingsUpdateInput } from '@beacon/shared/validation/sms';
import { api } from '@/shared/request';
import type { DownloadOptions } from '@/shared/request/api';

const QUIET_JSON = { quiet: true, json: true } as const;
const JSON_BODY = { json: true } as const;

export type { DroppedReason, SendInput, SendResult, TemplateOption };

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
  webhookDeliveries: (input: WebhookListQuery) =>
    api.post<WebhookDeliveryPage>('/sms/webhook/list', input, JSON_BODY),

  apiKeys: () => api.post<ApiKey[]>('/sms/apikey/list'),
  createApiKey: (name: string) => api.post<CreatedApiKey>('/sms/apikey/create', { name }, { quiet: true }),
  revokeApiKey: (keyId: string) => api.post<null>('/sms/apikey/revoke', { keyId }),

  optOuts: (input: OptOutListQuery) => api.post<OptOutPage>('/sms/optout/list', input),
  removeOptOut: (phone: string) => api.post<null>('/sms/optout/delete', { phone }),
};
