import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { countryOptions } from '../components/country-options';
import { useCertification } from './api';
import { CertificationStatusTag } from './CertificationStatusTag';

/** "Check": one record's details in a drawer, read fresh from the server. */
export function CertificationDetails({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { locale } = useLocale();
  const record = useCertification(id);
  const data = record.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('certification.detail.title')} size={520}>
      {record.isPending && <Spin />}
      {record.isError && <Alert type="error" showIcon title={t('certification.detail.loadFailed')} />}
      {data && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('certification.records.status')}>
            <CertificationStatusTag status={data.status} />
          </Descriptions.Item>
          {data.reason && (
            <Descriptions.Item label={t('certification.records.reason')}>{data.reason}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('certification.form.accountType')}>
            {t(`certification.accountTypes.${data.accountType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.enterpriseName')}>
            {data.enterpriseName}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.country')}>
            {countryOptions(locale).find((option) => option.value === data.country)?.label ?? data.country}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.certificateType')}>
            {t(`certification.certificateTypes.${data.certificateType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.organisationCode')}>
            <Typography.Text code>{data.organisationCode}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.legalPersonName')}>
            {data.legalPersonName}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.legalDocumentType')}>
            {t(`certification.documentTypes.${data.legalDocumentType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.form.legalDocumentNumber')}>
            {data.legalDocumentNumber}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.detail.documents')}>
            {t('certification.detail.documentCount', { count: data.documentCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.detail.submittedBy')}>
            {data.submittedBy ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('certification.records.submittedAt')}>
            {formatDate(data.submittedAt)}
          </Descriptions.Item>
          {data.reviewedAt && (
            <Descriptions.Item label={t('certification.detail.reviewedAt')}>
              {formatDate(data.reviewedAt)}
            </Descriptions.Item>
          )}
          {data.withdrawnAt && (
            <Descriptions.Item label={t('certification.detail.withdrawnAt')}>
              {formatDate(data.withdrawnAt)}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}
