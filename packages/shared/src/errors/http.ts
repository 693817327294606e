/** Transport-level messages of spec section 8, shown when a call fails below the envelope. */
import type { CatalogueEntry } from './catalogue.js';

export const HTTP_MESSAGES = {
  400: { 'en-US': 'Bad request.', 'zh-CN': '请求错误。' },
  401: { 'en-US': 'Your session has expired. Please log in again.', 'zh-CN': '登录已过期，请重新登录。' },
  403: { 'en-US': 'Access denied.', 'zh-CN': '拒绝访问。' },
  404: { 'en-US': 'The requested resource was not found.', 'zh-CN': '请求的资源不存在。' },
  server: { 'en-US': 'The system is temporarily unavailable.', 'zh-CN': '系统暂时不可用。' },
  timeout: { 'en-US': 'The request timed out. Please try again.', 'zh-CN': '请求超时，请重试。' },
  network: {
    'en-US': "It seems you're offline. Please check your connection.",
    'zh-CN': '网络似乎已断开，请检查网络连接。',
  },
  unknown: { 'en-US': 'Something went wrong. Please try again.', 'zh-CN': '出了点问题，请重试。' },
} satisfies Record<string, CatalogueEntry>;

export type HttpMessageKey = keyof typeof HTTP_MESSAGES;
