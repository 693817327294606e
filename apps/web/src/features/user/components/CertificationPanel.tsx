import { Alert, Divider, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountSummary, UserInfo } from '@beacon/shared/api/user';
import { VerificationTag } from '@/shared/components/VerificationTag';
import { useFormatDate } from '@/shared/format/use-format-date';
import { EnterpriseCertification } from '../certification/EnterpriseCertification';
import { USER_PATHS } from '../routes';

/**
 * Certification: the verification status of each account, the way to the identity verification (KYC) of the
 * current one, and the organisation's enterprise certification.
 */
export function CertificationPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const columns: TableColumnsType<AccountSummary> = [
    { title: t('user.certification.account'), dataIndex: 'name' },
    {
      title: t('user.certification.accountId'),
      dataIndex: 'accountId',
      render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
    },
    {
      title: t('user.certification.status'),
      dataIndex: 'verificationStatus',
      render: (status: AccountSummary['verificationStatus']) => <VerificationTag status={status} />,
    },
    {
      title: t('user.certification.created'),
      dataIndex: 'createdAt',
      render: (at: string) => formatDate(at),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title={t('user.certification.kyc')}
        description={t('user.certification.kycHint')}
        action={<Link to={USER_PATHS.verification}>{t('user.certification.kycLink')}</Link>}
      />
      <Table<AccountSummary>
        rowKey="accountId"
        columns={columns}
        dataSource={user.accounts}
        pagination={false}
        locale={{ emptyText: t('user.certification.noAccounts') }}
        scroll={{ x: 640 }}
      />
      <Divider />
      <EnterpriseCertification user={user} />
    </Flex>
  );
}
