import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { analyzeMessage } from '@beacon/shared/sms/analyze-message';
import { SMS_MESSAGE_TYPES } from '@beacon/shared/sms/message-types';
import { SMS_COUNTRIES } from '@beacon/shared/validation/sms';
import { TEMPLATE_STATUS, type TTemplateAddInput } from '@beacon/shared/validation/templates';
import { useLocale } from '@/shared/i18n';
import { ApiError, getFieldErrors, hasErrorCode } from '@/shared/request';
import { MessageCounter } from '../components/send/MessageCounter';
import { TemplateStatusTag } from '../components/template/TemplateStatusTag';
import { TemplateVariables } from '../components/template/TemplateVariables';
import { templateContentRule, templateFieldRule } from '../components/template/template-rules';
import { countryOptions, filterCountryOption } from '../lib/country-names';
import { SMS_TEMPLATE_PATH } from '../routes';
import { useSaveTemplate, useTemplate } from '../template-queries';

type Values = Required<Pick<TTemplateAddInput, 'name' | 'content'>> & {
  type?: number;
  country?: string;
  purpose?: string;
};

/** Adds a template, or (`?id=`) edits one: saving submits it for review (spec section 4). */
export default function TemplateAddPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const templateId = search.get('id');
  const existing = useTemplate(templateId);
  const save = useSaveTemplate();
  const [form] = Form.useForm<Values>();
  const content = Form.useWatch<string | undefined>('content', form) ?? '';
  const country = Form.useWatch<string | undefined>('country', form);
  const countries = useMemo(() => countryOptions(SMS_COUNTRIES, locale), [locale]);

  useEffect(() => {
    const item = existing.data;
    if (!item) return;
    form.setFieldsValue({
      name: item.name,
      content: item.content,
      type: item.type,
      country: item.country ?? undefined,
      purpose: item.purpose ?? undefined,
    });
  }, [existing.data, form]);

  function submit(values: Values) {
    const input = {
      ...values,
      type: values.type ?? 0,
      country: values.country ?? '',
      purpose: values.purpose ?? '',
    };
    save.mutate(templateId ? { ...input, templateId } : input, {
      onSuccess: () => {
        void message.success(t('sms.template.submitted'));
        void navigate(SMS_TEMPLATE_PATH);
      },
      onError: (error) => {
        const fields = hasErrorCode(error, ErrorCode.INVALID_PARAMETER) ? getFieldErrors(error) : {};
        const names = Object.keys(fields).filter((name) => name in input);
        if (names.length > 0) {
          form.setFields(names.map((name) => ({ name: name as keyof Values, errors: [fields[name] ?? ''] })));
        } else if (error instanceof ApiError) void message.error(error.message);
      },
    });
  }

  if (templateId && existing.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('sms.template.loadOneFailed')}
        action={
          <Button onClick={() => void navigate(SMS_TEMPLATE_PATH)}>{t('sms.template.backToList')}</Button>
        }
      />
    );
  }

  return (
    <Card variant="borderless" style={{ maxWidth: 820 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(templateId ? 'sms.template.editTitle' : 'sms.template.addTitle')}
        </Typography.Title>
        {existing.data && <TemplateStatusTag status={existing.data.status} />}
      </Flex>
      {existing.data?.status === TEMPLATE_STATUS.REJECTED && existing.data.reason && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('sms.template.reason', { reason: existing.data.reason })}
          description={t('sms.template.resubmitHelp')}
        />
      )}
      {templateId && existing.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark
          initialValues={{ type: 1 }}
        >
          <Form.Item
            name="name"
            label={t('sms.template.field.name')}
            required
            rules={[templateFieldRule('name', t)]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="type"
              label={t('sms.template.field.type')}
              required
              rules={[templateFieldRule('type', t)]}
              style={{ flex: '1 1 220px' }}
            >
              <Select
                options={SMS_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`sms.type.${type}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="country"
              label={t('sms.template.field.country')}
              rules={[templateFieldRule('country', t)]}
              extra={t('sms.template.countryHelp')}
              style={{ flex: '1 1 260px' }}
            >
              <Select
                allowClear
                showSearch={{ filterOption: filterCountryOption }}
                placeholder={t('sms.template.anyCountry')}
                options={countries}
                onChange={() => void form.validateFields(['content']).catch(() => undefined)}
              />
            </Form.Item>
          </Flex>
          {country === 'CN' && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('sms.template.chinaHelp')} />
          )}
          <Form.Item
            name="content"
            label={t('sms.template.field.content')}
            required
            rules={[templateContentRule(t)]}
            extra={t('sms.template.contentHelp')}
            style={{ marginBottom: 8 }}
          >
            <Input.TextArea rows={5} placeholder={t('sms.template.contentPlaceholder')} />
          </Form.Item>
          <Flex vertical gap={8} style={{ marginBottom: 24 }}>
            <TemplateVariables content={content} />
            <MessageCounter analysis={analyzeMessage(content)} />
          </Flex>
          <Form.Item
            name="purpose"
            label={t('sms.template.field.purpose')}
            rules={[templateFieldRule('purpose', t)]}
          >
            <Input.TextArea rows={2} maxLength={500} placeholder={t('sms.template.purposePlaceholder')} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('sms.template.submit')}
            </Button>
            <Button onClick={() => void navigate(SMS_TEMPLATE_PATH)}>{t('common.action.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
