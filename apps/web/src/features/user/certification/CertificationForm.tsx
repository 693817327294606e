import { Alert, App, Button, Form, Input, Select, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERT_ACCOUNT_TYPES,
  CERT_CERTIFICATE_TYPES,
  CERT_MAX_DOCUMENTS,
  ZCertificationFieldsSchema,
  ZOrganisationCodeSchema,
  type TCertificationSubmitInput,
} from '@beacon/shared/validation/certification';
import { KYC_DOCUMENT_TYPES } from '@beacon/shared/validation/kyc';
import { ImageUpload, REFUSED } from '@/shared/components/ImageUpload';
import { schemaRule, validationText } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { countryOptions } from '../components/country-options';
import { applyFailure } from '../components/form-failure';
import { useSubmitCertification } from './api';

type Values = TCertificationSubmitInput;
const FIELDS = [
  'accountType',
  'enterpriseName',
  'country',
  'certificateType',
  'organisationCode',
  'legalPersonName',
  'legalDocumentType',
  'legalDocumentNumber',
  'documents',
] as const;
// Field by field with the submit schema's rules; the code's dependence on the country is `codeRule`.
const shape = ZCertificationFieldsSchema.shape;

/**
 * The enterprise's details and certificate images, checked with the server's rules (packages/shared):
 * China's organisation code must be a unified social credit code with a correct check digit.
 */
export function CertificationForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<Values>();
  const country = Form.useWatch('country', form);
  const submit = useSubmitCertification();
  const [failure, setFailure] = useState<string | null>(null);

  const codeRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const result = ZOrganisationCodeSchema.safeParse({
        country: getFieldValue('country') as unknown,
        organisationCode: value,
      });
      const issue = result.error?.issues.find((item) => item.path[0] === 'organisationCode');
      if (issue) throw new Error(validationText(issue.message, t));
    },
  });
  const documentsRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      const images = Array.isArray(value) ? (value as string[]) : [];
      const refused = images.find((image) => image.startsWith(REFUSED));
      if (refused) throw new Error(validationText(refused.slice(REFUSED.length), t));
      if (images.length === 0) throw new Error(validationText('certDocumentsRequired', t));
    },
  };

  const choices = (values: readonly string[], prefix: string) => (
    <Select
      placeholder={t('certification.form.select')}
      options={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
    />
  );
  /** One field: its label, the shared rule of the same name, and any rule it adds. */
  const field = (
    name: keyof typeof shape,
    control: ReactNode,
    more: { extra?: string; rules?: FormRule[] } = {},
  ) => (
    <Form.Item
      name={name}
      label={t(`certification.form.${name}`)}
      extra={more.extra}
      rules={[schemaRule(shape[name], t), ...(more.rules ?? [])]}
    >
      {control}
    </Form.Item>
  );

  const onFinish = (values: Values) => {
    setFailure(null);
    // A promise, not mutate's callbacks: the section swaps this form for the "under review" notice as soon
    // as the list reloads, and callbacks of an unmounted form would never run.
    submit.mutateAsync(values).then(
      () => void message.success(t('certification.form.submitted')),
      (error: unknown) =>
        setFailure(
          applyFailure(form, error, { fields: FIELDS, locale, fallback: t('certification.form.failed') }),
        ),
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label={t('certification.form.title')}
      style={{ maxWidth: 640 }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<Values>) => {
        // The code's format depends on the country: check it again when the country changes.
        if (changed.country && form.getFieldValue('organisationCode'))
          void form.validateFields(['organisationCode']);
      }}
    >
      {field('accountType', choices(CERT_ACCOUNT_TYPES, 'certification.accountTypes'))}
      {field('enterpriseName', <Input maxLength={100} autoComplete="organization" />)}
      {field(
        'country',
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('certification.form.select')}
          options={countryOptions(locale)}
        />,
      )}
      {field('certificateType', choices(CERT_CERTIFICATE_TYPES, 'certification.certificateTypes'))}
      {field('organisationCode', <Input autoComplete="off" />, {
        extra: t(
          country === 'CN'
            ? 'certification.form.organisationCodeHintCN'
            : 'certification.form.organisationCodeHint',
        ),
        rules: [codeRule],
      })}
      {field('legalPersonName', <Input maxLength={64} autoComplete="off" />)}
      {field('legalDocumentType', choices(KYC_DOCUMENT_TYPES, 'certification.documentTypes'))}
      {field('legalDocumentNumber', <Input autoComplete="off" />)}
      <Form.Item
        name="documents"
        label={t('certification.form.documents')}
        extra={t('certification.form.documentsHint')}
        rules={[documentsRule]}
      >
        <ImageUpload label={t('certification.form.upload')} maxCount={CERT_MAX_DOCUMENTS} />
      </Form.Item>
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure} />}
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('certification.form.submit')}
      </Button>
    </Form>
  );
}
