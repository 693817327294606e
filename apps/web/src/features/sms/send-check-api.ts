/** The send page's pre-send check and "test a template" (docs/sms-console-api.md). */
import type { SendLimits, TemplateTestInput, TemplateTestResult } from '@beacon/shared/api/send-checks';
import { api } from '@/shared/request';

export const sendCheckApi = {
  limits: () => api.post<SendLimits>('/sms/send/limits'),
  /** Quiet: the dialog explains a refusal itself (no bound phone, the send rules). */
  testTemplate: (input: TemplateTestInput) =>
    api.post<TemplateTestResult>('/sms/template/test', input, { quiet: true, json: true }),
};
