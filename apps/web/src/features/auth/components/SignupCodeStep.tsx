import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZCodeSchema } from '@beacon/shared/validation/auth';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useLocale } from '@/shared/i18n';
import { hasErrorCode } from '@/shared/request';
import { authApi } from '../api';
import { RESEND_COOLDOWN_SECONDS } from './constants';
import { failureText } from '@/shared/request/failure-text';
import { ResendButton } from './ResendButton';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

interface SignupCodeStepProps {
  id: string;
  maskedEmail: string;
  onSignedUp: (sessionToken: string) => void;
  /** The pending sign-up is gone (2013): sign-up starts over. */
  onInvalid: () => void;
}

/** Step two of sign-up: the e-mailed code creates the user and signs them in. */
export function SignupCodeStep({ id, maskedEmail, onSignedUp, onInvalid }: SignupCodeStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<{ code: string }>();
  const { remaining, start } = useCountdown();

  useEffect(() => start(RESEND_COOLDOWN_SECONDS), [start]);

  const signup = useMutation({
    mutationFn: (code: string) => authApi.signup({ id, code }),
    onSuccess: (result) => onSignedUp(result.token),
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.LINK_INVALID)) onInvalid();
      else if (hasErrorCode(error, ErrorCode.CODE_INCORRECT)) {
        form.setFields([{ name: 'code', value: '', errors: [failureText(error, locale, '')] }]);
      }
    },
  });

  const resend = useMutation({
    mutationFn: () => authApi.resendSignupCode(id),
    onSuccess: () => {
      start(RESEND_COOLDOWN_SECONDS);
      void message.success(t('auth.code.resent'));
    },
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.LINK_INVALID)) onInvalid();
    },
  });

  const failed = [signup, resend].find(
    (m) => m.isError && !hasErrorCode(m.error, ErrorCode.CODE_INCORRECT, ErrorCode.LINK_INVALID),
  );
  const error = failed ? failureText(failed.error, locale, t('auth.signup.error')) : null;

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ code }) => signup.mutate(code)}
    >
      <Alert
        type="info"
        showIcon
        title={t('auth.code.sentByEmail', { to: maskedEmail })}
        style={{ marginBottom: 20 }}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 20 }} />}
      <Form.Item name="code" label={t('auth.code.label')} rules={[schemaRule(ZCodeSchema, t)]}>
        <Input.OTP length={6} autoFocus aria-label={t('auth.code.label')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signup.isPending}>
        {t('auth.signup.verify')}
      </Button>
      <div style={{ marginTop: 12 }}>
        <ResendButton remaining={remaining} loading={resend.isPending} onClick={() => resend.mutate()} />
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('auth.signup.codeHelp')}
      </Typography.Paragraph>
    </Form>
  );
}
