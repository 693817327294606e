import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type LoginOtpResult } from '@beacon/shared/api/auth';
import { ZEmailSchema, ZLoginPasswordSchema, type TLoginOtpInput } from '@beacon/shared/validation/auth';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { authApi } from '../api';
import { failureText } from '@/shared/request/failure-text';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

interface LoginCredentialsFormProps {
  onResult: (result: LoginOtpResult) => void;
  /** A message carried over from an earlier step (expired ticket, bad link). */
  notice?: string | null;
}

/** Step one of sign-in: e-mail and password. */
export function LoginCredentialsForm({ onResult, notice }: LoginCredentialsFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = useLocalizedForm<TLoginOtpInput>();
  const mutation = useMutation({ mutationFn: authApi.loginOtp, onSuccess: onResult });
  const error = mutation.isError ? failureText(mutation.error, locale, t('auth.login.error')) : null;

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => mutation.mutate({ email: values.email.trim(), password: values.password })}
      onValuesChange={() => mutation.isError && mutation.reset()}
    >
      {notice && !error && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 20 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" />}
      <Form.Item
        name="email"
        label={t('auth.login.email')}
        rules={[schemaRule(ZEmailSchema, t)]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={
          <Flex justify="space-between" style={{ width: '100%' }}>
            <span>{t('auth.login.password')}</span>
          </Flex>
        }
        rules={[schemaRule(ZLoginPasswordSchema, t)]}
        validateTrigger="onBlur"
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 20 }}>
        <Link to="/findPassword">{t('auth.login.forgotPassword')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('auth.login.submit')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.signupLink')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
