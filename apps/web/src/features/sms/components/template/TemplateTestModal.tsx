import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_VARIABLE_PATTERN, type TemplateTestResult } from '@beacon/shared/api/send-checks';
import { SMS_MESSAGE_TYPE } from '@beacon/shared/sms/message-types';
import type { TTemplateItem } from '@beacon/shared/validation/templates';
import { formatExactMoney } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n';
import { ApiError } from '@/shared/request';
import { pathOfRoute } from '@/shared/router';
import { useUserInfo } from '@/shared/session';
import { useUserTime } from '@/features/sms/lib/user-time';
import { SMS_LOG_PATH } from '@/features/sms/routes';
import { BIND_PHONE_ROUTE_NAME } from '@/features/sms/lib/user-route-names';
import { useTemplateTest } from '@/features/sms/send-check-queries';
import { RouteButton } from '../common/RouteButton';
import { problemsOf } from '@/features/sms/lib/refusal-problems';
import { SendProblemList } from '../common/SendProblemList';

/** A verification-code template's code is made by the server for each test; the rest the user fills in. */
function filledVariables(template: TTemplateItem): string[] {
  if (template.type !== SMS_MESSAGE_TYPE.OTP) return template.variables;
  return template.variables.filter((name) => !CODE_VARIABLE_PATTERN.test(name));
}

function TestSent({ result }: { result: TemplateTestResult }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format } = useUserTime();
  return (
    <Result
      status="success"
      title={t('sms.templateTest.sent', { phone: result.to })}
      subTitle={
        result.code && result.validMinutes
          ? t('sms.templateTest.codeValid', {
              code: result.code,
              count: result.validMinutes,
              time: format(result.validUntil),
            })
          : undefined
      }
      extra={<RouteButton to={SMS_LOG_PATH}>{t('sms.templateTest.viewLog')}</RouteButton>}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'content', label: t('sms.templateTest.content'), children: result.content },
          {
            key: 'cost',
            label: t('sms.templateTest.cost'),
            children: formatExactMoney(result.cost, result.currency, locale),
          },
        ]}
      />
    </Result>
  );
}

interface TemplateTestModalProps {
  template: TTemplateItem | null;
  onClose: () => void;
}

/** "Test" on the template list (spec section 9): the template to the user's own bound phone, charged as a send. */
export function TemplateTestModal({ template, onClose }: TemplateTestModalProps) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const test = useTemplateTest();
  const [form] = Form.useForm<{ variables: Record<string, string> }>();
  const [result, setResult] = useState<TemplateTestResult | null>(null);
  const phone = user?.phone ?? null;
  const bindPath = pathOfRoute(BIND_PHONE_ROUTE_NAME);
  const names = template ? filledVariables(template) : [];
  const problems = problemsOf(test.error);

  function close() {
    setResult(null);
    test.reset();
    form.resetFields();
    onClose();
  }

  function submit(values: { variables?: Record<string, string> }) {
    if (!template) return;
    test.mutate(
      { templateId: template.templateId, variables: values.variables ?? {} },
      { onSuccess: setResult },
    );
  }

  return (
    <Modal
      open={template !== null}
      title={template ? t('sms.templateTest.title', { name: template.name }) : undefined}
      onCancel={close}
      destroyOnHidden
      footer={
        result || !phone
          ? [
              <Button key="close" onClick={close}>
                {t('sms.templateTest.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('sms.templateTest.close')}
              </Button>,
              <Button key="send" type="primary" loading={test.isPending} onClick={() => form.submit()}>
                {t('sms.templateTest.send')}
              </Button>,
            ]
      }
    >
      {result ? (
        <TestSent result={result} />
      ) : !phone ? (
        <Alert
          type="warning"
          showIcon
          title={t('sms.templateTest.noPhone')}
          action={
            bindPath ? (
              <RouteButton size="small" type="primary" to={bindPath}>
                {t('sms.templateTest.bindPhone')}
              </RouteButton>
            ) : undefined
          }
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>{t('sms.templateTest.to', { phone })}</Typography.Text>
          <Typography.Text type="secondary">{t('sms.templateTest.charged')}</Typography.Text>
          {template?.type === SMS_MESSAGE_TYPE.OTP && names.length < template.variables.length && (
            <Typography.Text type="secondary">{t('sms.templateTest.codeMade')}</Typography.Text>
          )}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            {names.map((name) => (
              <Form.Item
                key={name}
                name={['variables', name]}
                label={`{${name}}`}
                rules={[{ required: true, message: t('sms.templateTest.valueNeeded', { name }) }]}
              >
                <Input maxLength={500} />
              </Form.Item>
            ))}
          </Form>
          {problems.length > 0 ? (
            <SendProblemList problems={problems} type="error" />
          ) : (
            test.error instanceof ApiError && <Alert type="error" showIcon title={test.error.msg} />
          )}
        </Flex>
      )}
    </Modal>
  );
}
