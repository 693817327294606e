import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAccounts } from '../queries';

/** Chooses accounts of the organisation for an access list (a form control: value / onChange). */
export function AccountPicker(props: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const accounts = useAdminAccounts();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      loading={accounts.isPending}
      placeholder={t('admin.users.accountsPlaceholder')}
      options={(accounts.data ?? []).map((account) => ({
        value: account.accountId,
        label: `${account.name} (${account.accountId})`,
      }))}
    />
  );
}
