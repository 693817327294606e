/** The template calls (API.md "Templates"); the form explains its own failures, so saving is quiet. */
import type {
  TTemplateAddInput,
  TTemplateItem,
  TTemplateListInput,
  TTemplatePage,
  TTemplateUpdateInput,
} from '@beacon/shared/validation/templates';
import { api } from '@/shared/request';

interface Submitted {
  templateId: string;
  status: number;
}

export const templateApi = {
  list: (input: TTemplateListInput) => api.post<TTemplatePage>('/sms/template/list', input, { json: true }),
  get: (templateId: string) => api.post<TTemplateItem>('/sms/template/get', { templateId }),
  add: (input: TTemplateAddInput) =>
    api.post<Submitted>('/sms/template/add', input, { quiet: true, json: true }),
  update: (input: TTemplateUpdateInput) =>
    api.post<Submitted>('/sms/template/update', input, { quiet: true, json: true }),
  remove: (templateId: string) => api.post<null>('/sms/template/delete', { templateId }),
};
