import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ZPasswordOtpSchema } from '@beacon/shared/validation/auth';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useLocale } from '@/shared/i18n';
import { authApi } from '../api';
import { RESEND_COOLDOWN_SECONDS } from './constants';
import { failureText } from '@/shared/request/failure-text';
import { ResendButton } from './ResendButton';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account (the server does
 * not tell, to prevent account enumeration), and the page says so.
 */
export function PasswordRequestForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = useLocalizedForm<{ email: string }>();
  const { remaining, start } = useCountdown();
  const mutation = useMutation({ mutationFn: (email: string) => authApi.passwordOtp(email) });
  const sentTo = mutation.isSuccess ? mutation.variables : null;

  useEffect(() => {
    if (mutation.isSuccess) start(RESEND_COOLDOWN_SECONDS);
  }, [mutation.isSuccess, mutation.submittedAt, start]);

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('auth.findPassword.sentTitle')}
        subTitle={t('auth.findPassword.sentDescription', { email: sentTo })}
        extra={[
          <Link key="login" to="/login">
            <Button type="primary">{t('auth.findPassword.backToLogin')}</Button>
          </Link>,
          <ResendButton
            key="again"
            remaining={remaining}
            loading={mutation.isPending}
            label={t('auth.findPassword.sendAgain')}
            onClick={() => mutation.mutate(sentTo)}
          />,
        ]}
      />
    );
  }

  const error = mutation.isError ? failureText(mutation.error, locale, t('auth.findPassword.error')) : null;
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ email }) => mutation.mutate(email.trim())}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 20 }} />}
      <Form.Item
        name="email"
        label={t('auth.login.email')}
        rules={[schemaRule(ZPasswordOtpSchema.shape.email, t)]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="email"
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('auth.findPassword.submit')}
      </Button>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to="/login">{t('auth.findPassword.backToLogin')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
