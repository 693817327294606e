/** Messages of the template rules (spec sections 3–5) that the SMS tables do not already hold. */
import type { CatalogueEntry } from '../errors/catalogue.js';

export const TEMPLATE_MESSAGES = {
  templateNameTooLong: {
    'en-US': 'The template name can have at most 64 characters',
    'zh-CN': '模板名称最多 64 个字符',
  },
  templatePurposeTooLong: {
    'en-US': 'The purpose can have at most 500 characters',
    'zh-CN': '用途说明最多 500 个字符',
  },
  templateScopeInvalid: { 'en-US': 'Scope must be custom or public', 'zh-CN': '范围须为 custom 或 public' },
  templateStatusInvalid: {
    'en-US': 'Status must be 0 (rejected), 1 (approved) or 2 (pending review)',
    'zh-CN': '状态须为 0（已拒绝）、1（已通过）或 2（审核中）',
  },
  templateReasonTooLong: {
    'en-US': 'The review comment can have at most 500 characters',
    'zh-CN': '审核意见最多 500 个字符',
  },
} satisfies Record<string, CatalogueEntry>;
