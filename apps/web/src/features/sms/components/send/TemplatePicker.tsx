import { Alert, Button, Card, Flex, Form, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSmsMessageType } from '@beacon/shared/sms/message-types';
import { useLocale } from '@/shared/i18n';
import type { TemplateOption } from '@/features/sms/api';
import { countryName } from '@/features/sms/lib/country-names';
import { useTemplateOptions } from '@/features/sms/queries';
import { SMS_TEMPLATE_ADD_PATH, SMS_TEMPLATE_PATH } from '@/features/sms/routes';

/** Approved custom and public templates (`/sms/template/options`); only these can be sent (spec section 4). */
export function TemplatePicker({ onPicked }: { onPicked: (template: TemplateOption | undefined) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data: templates = [], isPending, isError, refetch } = useTemplateOptions();
  const templateId = Form.useWatch('templateId') as string | undefined;
  const template = templates.find((option) => option.id === templateId);

  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('sms.template.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('common.action.retry')}</Button>}
        style={{ marginBottom: 24 }}
      />
    );
  }

  return (
    <>
      <Form.Item
        name="templateId"
        label={t('sms.send.template')}
        rules={[{ required: true, message: t('sms.template.required') }]}
        extra={
          <Flex gap={12} wrap>
            <Link to={SMS_TEMPLATE_ADD_PATH}>{t('sms.template.create')}</Link>
            <Link to={SMS_TEMPLATE_PATH}>{t('sms.template.manage')}</Link>
          </Flex>
        }
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={isPending}
          placeholder={t('sms.template.placeholder')}
          notFoundContent={isPending ? t('common.state.loading') : t('sms.template.empty')}
          options={templates.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(id: string) => onPicked(templates.find((option) => option.id === id))}
        />
      </Form.Item>
      {template && (
        <Card size="small" style={{ marginTop: -12, marginBottom: 24 }}>
          <Flex gap={6} wrap style={{ marginBottom: 6 }}>
            {isSmsMessageType(template.type) && <Tag color="blue">{t(`sms.type.${template.type}`)}</Tag>}
            <Tag>
              {template.country ? countryName(template.country, locale) : t('sms.template.anyCountry')}
            </Tag>
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {template.content}
          </Typography.Paragraph>
        </Card>
      )}
    </>
  );
}
