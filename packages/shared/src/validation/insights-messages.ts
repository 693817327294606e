/**
 * Messages of the admin insight calls (`/admin/insights/…`). A table of its own without imports, so the
 * console's start-up texts (VALIDATION_MESSAGES) can include it without pulling the schemas in.
 */
import type { CatalogueEntry } from '../errors/catalogue.js';

export const INSIGHTS_MESSAGES = {
  insightsRangeInvalid: {
    'en-US': 'Range must be 7d, 30d or 1y',
    'zh-CN': '时间范围须为 7d、30d 或 1y',
  },
  insightsTimezoneInvalid: { 'en-US': 'Unknown timezone', 'zh-CN': '未知的时区' },
  insightsDimensionInvalid: {
    'en-US': 'Choose account, country, type or status',
    'zh-CN': '请选择账户、国家/地区、类型或状态',
  },
  insightsDimensionsSame: {
    'en-US': 'Rows and columns must be different dimensions',
    'zh-CN': '行与列须为不同的维度',
  },
} satisfies Record<string, CatalogueEntry>;
