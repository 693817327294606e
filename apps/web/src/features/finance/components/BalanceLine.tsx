import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { findCurrentAccount, useUserInfo } from '@/shared/session';
import { useMoney } from '../lib/use-money';

/** The current account's name and balance, above the recharge steps. */
export function BalanceLine() {
  const { t } = useTranslation();
  const money = useMoney(true);
  const account = findCurrentAccount(useUserInfo().data);
  if (!account) return null;
  return (
    <Flex gap={16} align="baseline" wrap>
      <Typography.Text type="secondary">
        {t('finance.balance.account', { name: account.name })}
      </Typography.Text>
      <Typography.Text>
        {t('finance.balance.current')}:{' '}
        <Typography.Text strong data-testid="current-balance">
          {money(account.balance, account.currency)}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
