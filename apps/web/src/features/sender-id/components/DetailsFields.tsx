import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SENDER_ID_SAMPLE_MAX, ZSenderIdRequestSchema } from '@beacon/shared/validation/sender-id-request';
import { schemaRule } from '@/shared/forms/schema-rule';

const FIELDS = ZSenderIdRequestSchema.shape;

/** What recipients will read and who stands behind it: sample message, link and company. */
export function DetailsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="sampleContent"
        label={t('senderid.field.sampleContent')}
        extra={t('senderid.field.sampleContentHelp')}
        rules={[schemaRule(FIELDS.sampleContent, t)]}
      >
        <Input.TextArea rows={3} maxLength={SENDER_ID_SAMPLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('senderid.field.link')}
        extra={t('senderid.field.linkHelp')}
        rules={[schemaRule(FIELDS.link, t)]}
      >
        <Input placeholder="https://" autoComplete="url" />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('senderid.field.companyName')}
        rules={[schemaRule(FIELDS.companyName, t)]}
      >
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="registrationNumber"
        label={t('senderid.field.registrationNumber')}
        rules={[schemaRule(FIELDS.registrationNumber, t)]}
      >
        <Input maxLength={50} placeholder={t('senderid.field.optional')} />
      </Form.Item>
    </>
  );
}
