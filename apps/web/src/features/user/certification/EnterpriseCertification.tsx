import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@beacon/shared/api/user';
import { useCertifications } from './api';
import { CertificationForm } from './CertificationForm';
import { CertificationRecords } from './CertificationRecords';

/**
 * Enterprise certification under /user/setting → Certification: owners and admins (console role admin) see
 * the form while nothing is under review or passed, and the organisation's records; members are told who can.
 */
export function EnterpriseCertification({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  if (user.role !== 'admin') {
    return (
      <Flex vertical gap={12}>
        <Typography.Title level={5}>{t('certification.section.title')}</Typography.Title>
        <Alert type="info" showIcon title={t('certification.section.membersOnly')} />
      </Flex>
    );
  }
  return <CertificationArea />;
}

function CertificationArea() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const records = useCertifications(paging.page, paging.pageSize);
  const page = records.data;
  let head;
  if (page?.certified) {
    head = (
      <Alert
        type="success"
        showIcon
        title={t('certification.section.certified')}
        description={t('certification.section.certifiedHint')}
      />
    );
  } else if (page?.underReview) {
    head = (
      <Alert
        type="info"
        showIcon
        title={t('certification.section.underReview')}
        description={t('certification.section.underReviewHint')}
      />
    );
  } else if (page) {
    head = <CertificationForm />;
  }
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={5}>{t('certification.section.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('certification.section.intro')}</Typography.Paragraph>
      </div>
      {head}
      <CertificationRecords
        page={page}
        loading={records.isFetching}
        failed={records.isError}
        onRetry={() => void records.refetch()}
        current={paging.page}
        pageSize={paging.pageSize}
        onPage={(next, pageSize) => setPaging({ page: pageSize === paging.pageSize ? next : 1, pageSize })}
      />
    </Flex>
  );
}
