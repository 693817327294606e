import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSenderIdRequestInput } from '@beacon/shared/validation/sender-id-request';
import { useLocale } from '@/shared/i18n';
import { countryChoices } from '../lib/country-options';

/** The request as the user will submit it (the confirm step) or submitted it (the result page). */
export function RequestSummary({ request }: { request: TSenderIdRequestInput }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const names = new Map(countryChoices(locale).map((choice) => [choice.value, choice.label]));
  const countries = Array.isArray(request.countries)
    ? request.countries.filter((code): code is string => typeof code === 'string')
    : [];
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('senderid.field.senderId')}>{request.senderId}</Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.countries')}>
        {countries.map((code) => names.get(code) ?? code).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.useCase')}>
        {request.useCase ? t(`senderid.useCase.${request.useCase}`) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.brandName')}>{request.brandName}</Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.sampleContent')}>{request.sampleContent}</Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.link')}>{request.link}</Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.companyName')}>{request.companyName}</Descriptions.Item>
      <Descriptions.Item label={t('senderid.field.registrationNumber')}>
        {request.registrationNumber || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
