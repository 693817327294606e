import { Alert, Button, Form, Input, Result, Select, Spin } from 'antd';
import type { FormRule } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import {
  KYC_COUNTRIES,
  KYC_COUNTRY_CODES,
  ZKycSubmitSchema,
  type KycCountry,
  type KycDocumentType,
  type TKycSubmitInput,
} from '@beacon/shared/validation/kyc';
import { KycSandboxNotice } from '@/shared/components/KycSandboxNotice';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { checkWithSchema, schemaRule, validationText, type ParsingSchema } from '@/shared/forms/schema-rule';
import { i18n, useLocale } from '@/shared/i18n';
import { hasErrorCode } from '@/shared/request';
import { failureText } from '@/shared/request/failure-text';
import { ekycApi } from '../api';
import { EkycLayout } from '../components/EkycLayout';
import { ImageCapture, REFUSED } from '../components/ImageCapture';

type FormValues = Omit<TKycSubmitInput, 'token'>;
const fields = ZKycSubmitSchema.shape;

/** The expired-or-unknown link state, shared by the check and the submission. */
function ExpiredLink() {
  const { t } = useTranslation();
  return <Result status="warning" title={t('ekyc.expired.title')} subTitle={t('ekyc.expired.description')} />;
}

/**
 * `/ekyc/:token` (public, on the phone): checks the link, then takes the country, the document type and
 * number, a photo of the document and a selfie, submits them and moves to `/ekyc/result` with the outcome.
 */
export default function EkycPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [form] = Form.useForm<FormValues>();
  const country = Form.useWatch('country', form) as KycCountry | undefined;
  const [expired, setExpired] = useState(false);

  const check = useQuery({
    queryKey: ['ekyc', 'token', token],
    queryFn: () => ekycApi.checkToken(token),
    retry: false,
  });
  // The page opens in the language of the console that made the link (once: the switch above still works).
  const adopted = useRef(false);
  const linkLocale = check.data?.locale;
  useEffect(() => {
    if (!linkLocale || adopted.current) return;
    adopted.current = true;
    if (linkLocale !== i18n.language) void i18n.changeLanguage(linkLocale);
  }, [linkLocale]);

  const submit = useMutation({
    mutationFn: (values: FormValues) => ekycApi.submit({ ...values, token }),
    onSuccess: (result) => {
      const query = new URLSearchParams({ code: String(result.resultCode) });
      if (result.subCode !== null) query.set('sub', String(result.subCode));
      void navigate(`/ekyc/result?${query.toString()}`, { replace: true });
    },
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.LINK_INVALID)) setExpired(true);
    },
  });

  /** A refused file names its problem; anything else goes through the shared schema. */
  const imageRule = (schema: ParsingSchema): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const problem =
        typeof value === 'string' && value.startsWith(REFUSED)
          ? validationText(value.slice(REFUSED.length), t)
          : checkWithSchema(schema, value, t);
      if (problem) throw new Error(problem);
    },
  });

  let body;
  if (check.isPending) body = <LoadingBlock text={t('common.state.loading')} />;
  else if (check.isError || expired) {
    body =
      hasErrorCode(check.error, ErrorCode.LINK_INVALID) || expired ? (
        <ExpiredLink />
      ) : (
        <Alert type="error" showIcon title={failureText(check.error, locale, t('ekyc.form.loadFailed'))} />
      );
  } else {
    const documentTypes: readonly KycDocumentType[] = country ? KYC_COUNTRIES[country] : [];
    body = (
      <Spin spinning={submit.isPending} tip={t('ekyc.form.submitting')}>
        <div style={{ marginBottom: 16 }}>
          <KycSandboxNotice info={check.data} />
        </div>
        <Form
          form={form}
          layout="vertical"
          aria-label={t('ekyc.form.title')}
          onFinish={(values) => submit.mutate(values)}
          onValuesChange={(changed: Partial<FormValues>) => {
            if (changed.country) form.setFieldValue('documentType', undefined);
          }}
        >
          <Form.Item name="country" label={t('ekyc.form.country')} rules={[schemaRule(fields.country, t)]}>
            <Select
              placeholder={t('ekyc.form.countryPlaceholder')}
              options={KYC_COUNTRY_CODES.map((code) => ({ value: code, label: t(`ekyc.countries.${code}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="documentType"
            label={t('ekyc.form.documentType')}
            rules={[schemaRule(fields.documentType, t)]}
          >
            <Select
              placeholder={t('ekyc.form.documentTypePlaceholder')}
              disabled={!country}
              options={documentTypes.map((type) => ({ value: type, label: t(`ekyc.documentTypes.${type}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="documentNumber"
            label={t('ekyc.form.documentNumber')}
            rules={[schemaRule(fields.documentNumber, t)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="documentImage"
            label={t('ekyc.form.documentImage')}
            rules={[imageRule(fields.documentImage)]}
          >
            <ImageCapture label={t('ekyc.form.documentImage')} capture="environment" />
          </Form.Item>
          <Form.Item
            name="selfieImage"
            label={t('ekyc.form.selfieImage')}
            rules={[imageRule(fields.selfieImage)]}
          >
            <ImageCapture label={t('ekyc.form.selfieImage')} capture="user" />
          </Form.Item>
          {submit.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={failureText(submit.error, locale, t('ekyc.form.submitFailed'))}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={submit.isPending}>
            {t('ekyc.form.submit')}
          </Button>
        </Form>
      </Spin>
    );
  }
  return <EkycLayout title={t('ekyc.form.title')}>{body}</EkycLayout>;
}
