import { App, Button, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZBalanceAlertSetSchema, type BalanceAlert } from '@beacon/shared/api/finance';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { problemText } from '../lib/problem-text';
import { useMoney } from '../lib/use-money';
import { useSetAlert } from '../queries';

interface AlertValues {
  threshold?: string;
}

/** The low-balance alert of the current account: one e-mail when the balance falls below the threshold. */
export function AlertForm({ alert }: { alert: BalanceAlert }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const money = useMoney();
  const [form] = useLocalizedForm<AlertValues>();
  const save = useSetAlert();

  async function submit(threshold: string | null) {
    try {
      await save.mutateAsync({ threshold });
      void message.success(t('finance.alert.saved'));
      if (threshold === null) form.setFieldsValue({ threshold: undefined });
    } catch (error) {
      void message.error(problemText(error, locale));
    }
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('finance.alert.description')}</Typography.Text>
      <div>
        {alert.threshold === null ? (
          <Tag>{t('finance.alert.off')}</Tag>
        ) : (
          <Tag color={alert.triggered ? 'warning' : 'processing'}>
            {t('finance.alert.on', { threshold: money(alert.threshold, alert.currency) })}
          </Tag>
        )}
        {alert.triggered && (
          <Typography.Text type="warning" style={{ display: 'block', marginTop: 8 }}>
            {t('finance.alert.triggered')}
          </Typography.Text>
        )}
      </div>
      <Form<AlertValues>
        form={form}
        layout="inline"
        initialValues={{ threshold: alert.threshold ?? undefined }}
        onFinish={(values) => void submit(values.threshold?.trim() || null)}
        style={{ rowGap: 12 }}
      >
        <Form.Item
          name="threshold"
          label={t('finance.alert.threshold')}
          rules={[schemaRule(ZBalanceAlertSetSchema.shape.threshold, t)]}
        >
          <Input
            inputMode="decimal"
            placeholder={t('finance.alert.placeholder')}
            suffix={alert.currency}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('finance.alert.save')}
            </Button>
            {alert.threshold !== null && (
              <Button onClick={() => void submit(null)} disabled={save.isPending}>
                {t('finance.alert.turnOff')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Flex>
  );
}
