import { ArrowLeftOutlined, MessageOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Collapse, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtpDestination } from '@beacon/shared/api/auth';
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

export type LoginTicket = { token: string } & OtpDestination;

interface LoginCodeStepProps {
  ticket: LoginTicket;
  onSignedIn: (sessionToken: string) => void;
  /** The ticket is no longer valid (2013): sign-in starts over. */
  onExpired: () => void;
  onBack: () => void;
}

const SENT_CODE_HELP = [
  'auth.code.help.spam',
  'auth.code.help.wait',
  'auth.code.help.resend',
  'auth.code.help.sms',
] as const;
const TOTP_HELP = ['auth.code.help.totpApp', 'auth.code.help.totpTime', 'auth.code.help.totpLost'] as const;

interface CodeValues {
  code: string;
  remember: boolean;
}

/**
 * Step two of sign-in: the 6-digit code, "keep me signed in", resend and the SMS fallback. With an
 * authenticator app (channel 'totp') nothing was sent, so there is nothing to resend: the step asks for the
 * app's code instead.
 */
export function LoginCodeStep({ ticket, onSignedIn, onExpired, onBack }: LoginCodeStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<CodeValues>();
  const [destination, setDestination] = useState<OtpDestination>(() => {
    const { token: _token, ...where } = ticket;
    return where;
  });
  const isAuthenticator = destination.channel === 'totp';
  // Resending goes back to where the ticket first sent the code, even after an SMS detour.
  const [initialDestination] = useState(destination);
  const { remaining, start } = useCountdown();

  useEffect(() => {
    if (!isAuthenticator) start(RESEND_COOLDOWN_SECONDS);
  }, [start, isAuthenticator]);

  const expireOr = (otherwise: (error: unknown) => void) => (error: unknown) => {
    if (hasErrorCode(error, ErrorCode.LINK_INVALID)) onExpired();
    else otherwise(error);
  };

  const login = useMutation({
    mutationFn: (values: CodeValues) =>
      authApi.login({ token: ticket.token, code: values.code, remember: values.remember }),
    onSuccess: (result) => onSignedIn(result.token),
    onError: expireOr((error) => {
      if (hasErrorCode(error, ErrorCode.CODE_INCORRECT)) {
        form.setFields([{ name: 'code', value: '', errors: [failureText(error, locale, '')] }]);
      }
    }),
  });

  const resend = useMutation({
    mutationFn: () => authApi.resendLoginCode(ticket.token),
    onSuccess: () => {
      setDestination(initialDestination);
      start(RESEND_COOLDOWN_SECONDS);
      void message.success(
        initialDestination.channel === 'sms' ? t('auth.code.resentSms') : t('auth.code.resent'),
      );
    },
    onError: expireOr(() => {}),
  });

  const sms = useMutation({
    mutationFn: () => authApi.sendLoginCodeBySms(ticket.token),
    onSuccess: (result) => {
      setDestination(result);
      start(RESEND_COOLDOWN_SECONDS);
      void message.success(t('auth.code.smsSent', { to: result.to }));
    },
    onError: expireOr(() => {}),
  });

  const loginError =
    login.isError && !hasErrorCode(login.error, ErrorCode.CODE_INCORRECT)
      ? failureText(login.error, locale, t('auth.login.error'))
      : null;
  const resendError = resend.isError ? failureText(resend.error, locale, t('auth.login.error')) : null;
  const smsError = sms.isError
    ? hasErrorCode(sms.error, ErrorCode.NOT_ALLOWED)
      ? t('auth.code.noPhone')
      : failureText(sms.error, locale, t('auth.login.error'))
    : null;
  const problem = loginError ?? resendError ?? smsError;
  const codeLabel = t(isAuthenticator ? 'auth.code.totpLabel' : 'auth.code.label');

  return (
    <Form<CodeValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ code: '', remember: false }}
      onFinish={(values) => login.mutate(values)}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 20 }}
        title={
          destination.channel === 'totp'
            ? t('auth.code.fromAuthenticator')
            : destination.channel === 'sms'
              ? t('auth.code.sentBySms', { to: destination.to })
              : t('auth.code.sentByEmail', { to: destination.to })
        }
      />
      {problem && (
        <Alert
          type={sms.isError && !loginError ? 'warning' : 'error'}
          showIcon
          title={problem}
          role="alert"
          style={{ marginBottom: 20 }}
        />
      )}
      <Form.Item name="code" label={codeLabel} rules={[schemaRule(ZCodeSchema, t)]}>
        <Input.OTP length={6} autoFocus aria-label={codeLabel} />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('auth.code.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.code.submit')}
      </Button>
      {!isAuthenticator && (
        <Flex justify="space-between" align="center" wrap style={{ marginTop: 12 }}>
          <ResendButton remaining={remaining} loading={resend.isPending} onClick={() => resend.mutate()} />
          {destination.channel !== 'sms' && (
            <Button
              type="link"
              icon={<MessageOutlined />}
              style={{ paddingInline: 0 }}
              loading={sms.isPending}
              onClick={() => sms.mutate()}
            >
              {t('auth.code.useSms')}
            </Button>
          )}
        </Flex>
      )}
      <Collapse
        ghost
        size="small"
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'help',
            label: t(isAuthenticator ? 'auth.code.help.totpTitle' : 'auth.code.help.title'),
            children: (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {(isAuthenticator ? TOTP_HELP : SENT_CODE_HELP).map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('auth.code.back')}
        </Button>
      </Typography.Paragraph>
    </Form>
  );
}
