import { App, Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_INTERVAL_MS } from '@beacon/shared/constants/otp';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZBindPhoneNumberSchema, ZPhoneBindSchema } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useLocale } from '@/shared/i18n';
import { hasErrorCode } from '@/shared/request';
import { useBindPhone, useSendPhoneCode } from '../queries';
import { applyFailure } from './form-failure';

interface PhoneValues {
  phone: string;
  code: string;
}

/**
 * Phone binding in two steps: a code texted to the number (E.164, checked like the send form), then the
 * code, valid 10 minutes. A new code at most once a minute.
 */
export function PhoneBindForm({ onBound }: { onBound?: (phone: string) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<PhoneValues>();
  const sendCode = useSendPhoneCode();
  const bind = useBindPhone();
  const { remaining, start } = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (error: unknown) =>
    setProblem(
      hasErrorCode(error, ErrorCode.NOT_ALLOWED)
        ? t('user.phone.smsUnavailable')
        : applyFailure(form, error, {
            fields: ['phone', 'code'],
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: {
              [ErrorCode.CODE_INCORRECT]: { field: 'code' },
              [ErrorCode.LINK_INVALID]: { field: 'code', text: t('user.code.expired') },
            },
          }),
    );

  async function send() {
    setProblem(null);
    let phone: string;
    try {
      ({ phone } = await form.validateFields(['phone']));
    } catch {
      return;
    }
    sendCode.mutate(phone.trim(), {
      onSuccess: () => {
        setSentTo(phone.trim());
        start(RESEND_INTERVAL_MS / 1000);
        void message.success(t('user.phone.codeSent', { phone: phone.trim() }));
      },
      onError: fail,
    });
  }

  function submit(values: PhoneValues) {
    setProblem(null);
    bind.mutate(
      { phone: values.phone.trim(), code: values.code },
      {
        onSuccess: ({ phone }) => {
          form.resetFields();
          setSentTo(null);
          void message.success(t('user.phone.bound', { phone }));
          onBound?.(phone);
        },
        onError: fail,
      },
    );
  }

  return (
    <Form<PhoneValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ phone: '', code: '' }}
      onFinish={submit}
      aria-label={t('user.phone.title')}
    >
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label={t('user.phone.number')} required extra={t('user.phone.numberHint')}>
        <Flex gap={8}>
          <Form.Item name="phone" noStyle rules={[schemaRule(ZBindPhoneNumberSchema, t)]}>
            <Input
              placeholder="+14155550100"
              inputMode="tel"
              autoComplete="tel"
              aria-label={t('user.phone.number')}
            />
          </Form.Item>
          <Button onClick={() => void send()} loading={sendCode.isPending} disabled={remaining > 0}>
            {remaining > 0 ? t('user.code.resendIn', { seconds: remaining }) : t('user.phone.sendCode')}
          </Button>
        </Flex>
      </Form.Item>
      {sentTo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('user.phone.sentTo', { phone: sentTo })}
        />
      )}
      <Form.Item
        name="code"
        label={t('user.code.label')}
        rules={[schemaRule(ZPhoneBindSchema.shape.code, t)]}
      >
        <Input.OTP length={6} aria-label={t('user.code.label')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={bind.isPending}>
        {t('user.phone.submit')}
      </Button>
    </Form>
  );
}
