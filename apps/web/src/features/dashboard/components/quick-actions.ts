/**
 * The workplace's quick actions (spec section 2), in display order. An action appears only once a route
 * with its `routeName` is registered, so a feature that adds the page makes its action appear with no
 * change here.
 */
import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  FileSearchOutlined,
  SendOutlined,
  SettingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ROUTE_NAMES } from '@/shared/router';

export interface QuickAction {
  key: 'sendSms' | 'smsLog' | 'smsSettings' | 'recharge' | 'accountInfo';
  routeName: string;
  icon: ComponentType;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'sendSms', routeName: 'SmsSend', icon: SendOutlined },
  { key: 'smsLog', routeName: 'SmsLog', icon: FileSearchOutlined },
  { key: 'smsSettings', routeName: 'SmsSetting', icon: SettingOutlined },
  { key: 'recharge', routeName: 'Recharge', icon: WalletOutlined },
  { key: 'accountInfo', routeName: ROUTE_NAMES.welcomeIndex, icon: AppstoreOutlined },
];
