import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SENDER_ID_BRAND_MAX,
  SENDER_ID_USE_CASES,
  ZSenderIdRequestSchema,
} from '@beacon/shared/validation/sender-id-request';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { countryChoices } from '../lib/country-options';

const FIELDS = ZSenderIdRequestSchema.shape;

/** What is registered, where and for what: the sender ID, its countries, the use case and the brand. */
export function IdentityFields() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <Form.Item
        name="senderId"
        label={t('senderid.field.senderId')}
        extra={t('senderid.field.senderIdHelp')}
        rules={[schemaRule(FIELDS.senderId, t)]}
      >
        <Input maxLength={16} placeholder="Beacon" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="countries"
        label={t('senderid.field.countries')}
        rules={[schemaRule(FIELDS.countries, t)]}
      >
        <Select
          mode="multiple"
          options={countryChoices(locale)}
          optionFilterProp="label"
          placeholder={t('senderid.field.countriesPlaceholder')}
          maxTagCount="responsive"
        />
      </Form.Item>
      <Form.Item name="useCase" label={t('senderid.field.useCase')} rules={[schemaRule(FIELDS.useCase, t)]}>
        <Radio.Group
          options={SENDER_ID_USE_CASES.map((useCase) => ({
            value: useCase,
            label: t(`senderid.useCase.${useCase}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="brandName"
        label={t('senderid.field.brandName')}
        extra={t('senderid.field.brandNameHelp')}
        rules={[schemaRule(FIELDS.brandName, t)]}
      >
        <Input maxLength={SENDER_ID_BRAND_MAX} showCount />
      </Form.Item>
    </>
  );
}
