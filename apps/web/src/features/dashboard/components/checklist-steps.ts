/**
 * Where each first step is done, by console route name (and tab). A step whose page does not exist yet is
 * listed without a link.
 */
import type { ChecklistKey } from '@beacon/shared';

export const CHECKLIST_LINKS: Record<ChecklistKey, { routeName: string; search?: string }> = {
  verifyIdentity: { routeName: 'UserVerification' },
  bindPhone: { routeName: 'UserSecurityPhone' },
  topUp: { routeName: 'Recharge' },
  sendTestMessage: { routeName: 'SmsSend' },
  createApiKey: { routeName: 'SmsSetting', search: '?tab=apiKeys' },
};
