/** The template calls (API.md "Templates"); the form explains its own failures, so saving is quiet. */
import type {
  TTemplateAddInput,
  TTemplateItem,
  TTemplateListInput,
  TTemplatePage,
  TTemplateUpdateInput,
} from '@beacon/shared/validation/templates';
import type { TemplateSubmitted } from '@beacon/shared/api/templates';
import { api } from '@/shared/request';

export const templateApi = {
  list: (input: TTemplateListInput) => api.post<TTemplatePage>('/sms/template/list', input, { json: true }),
  get: (templateId: string) => api.post<TTemplateItem>('/sms/template/get', { templateId }),
  add: (input: TTemplateAddInput) =>
    api.post<TemplateSubmitted>('/sms/template/add', input, { quiet: true, json: true }),
  update: (input: TTemplateUpdateInput) =>
    api.post<TemplateSubmitted>('/sms/template/update', input, { quiet: true, json: true }),
  remove: (templateId: string) => api.post<null>('/sms/template/delete', { templateId }),
};
