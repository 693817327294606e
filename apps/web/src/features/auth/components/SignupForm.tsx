import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { maskEmail } from '@beacon/shared/mask';
import { ZSignupOtpSchema, type TSignupOtpInput } from '@beacon/shared/validation/new-password';
import { matchesFieldRule, schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { getFieldErrors, hasErrorCode } from '@/shared/request';
import { authApi } from '../api';
import { PRIVACY_POLICY_URL, TERMS_OF_SERVICE_URL } from '../legal-links';
import { AltchaField, type AltchaFieldHandle } from './AltchaField';
import { failureText } from '@/shared/request/failure-text';
import { PasswordChecklist } from './PasswordChecklist';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
  captcha?: string;
  agree: boolean;
}

const FIELDS = ZSignupOtpSchema.shape;
const FORM_FIELDS = ['username', 'email', 'password', 'captcha', 'agree'] as const;

/**
 * Step one of sign-up; on success the code has been e-mailed and the caller moves to the code step. With an
 * invitation the e-mail is the invited one (fixed) and the new user joins the inviting organisation.
 */
export function SignupForm({
  onSent,
  invitation,
}: {
  onSent: (id: string, maskedEmail: string) => void;
  invitation?: { id: string; email: string };
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = useLocalizedForm<SignupValues>();
  const captchaRef = useRef<AltchaFieldHandle>(null);
  const password = Form.useWatch('password', form) ?? '';
  const username = Form.useWatch('username', form) ?? '';
  const email = Form.useWatch('email', form) ?? '';

  const mutation = useMutation({
    mutationFn: (values: SignupValues) =>
      authApi.signupOtp({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        captcha: values.captcha ?? '',
        agree: values.agree,
        ...(invitation ? { invite: invitation.id } : {}),
      } satisfies TSignupOtpInput),
    onSuccess: (result, values) => onSent(result.id, maskEmail(values.email.trim().toLowerCase())),
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.EMAIL_REGISTERED, ErrorCode.INVITE_EMAIL_MISMATCH)) {
        form.setFields([{ name: 'email', errors: [failureText(error, locale, '')] }]);
      } else if (hasErrorCode(error, ErrorCode.CAPTCHA_FAILED)) {
        // A used or rejected solution cannot be sent again: the user solves a new challenge.
        captchaRef.current?.reset();
        form.setFields([{ name: 'captcha', value: undefined, errors: [t('auth.signup.captchaRejected')] }]);
      } else if (hasErrorCode(error, ErrorCode.INVALID_PARAMETER)) {
        const fields = getFieldErrors(error);
        form.setFields(
          FORM_FIELDS.filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name] ?? ''] })),
        );
      }
    },
  });

  const isFieldError = hasErrorCode(
    mutation.error,
    ErrorCode.EMAIL_REGISTERED,
    ErrorCode.INVITE_EMAIL_MISMATCH,
    ErrorCode.CAPTCHA_FAILED,
  );
  const error =
    mutation.isError && !isFieldError ? failureText(mutation.error, locale, t('auth.signup.error')) : null;

  return (
    <Form<SignupValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ agree: false, email: invitation?.email }}
      // The ALTCHA widget's own checkbox is `required`; the browser's bubble would pre-empt (and, in the
      // browser's language, contradict) the form's own translated message.
      noValidate
      onFinish={(values) => mutation.mutate(values)}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 20 }} />}
      <Form.Item name="username" label={t('auth.signup.username')} rules={[schemaRule(FIELDS.username, t)]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.signup.usernamePlaceholder')}
          autoComplete="nickname"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('auth.signup.email')}
        rules={[schemaRule(FIELDS.email, t)]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.login.emailPlaceholder')}
          autoComplete="email"
          readOnly={Boolean(invitation)}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.signup.password')}
        rules={[schemaRule(FIELDS.password, t)]}
        validateTrigger="onBlur"
        extra={<PasswordChecklist password={password} userInputs={[username, email]} />}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.signup.confirm')}
        dependencies={['password']}
        rules={[matchesFieldRule('password', t)]}
        validateTrigger="onBlur"
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="captcha" label={t('auth.signup.captcha')} rules={[schemaRule(FIELDS.captcha, t)]}>
        <AltchaField ref={captchaRef} />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[schemaRule(FIELDS.agree, t)]}>
        <Checkbox>
          {t('auth.signup.agreePrefix')}{' '}
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer">
            {t('auth.signup.privacy')}
          </a>{' '}
          {t('auth.signup.and')}{' '}
          <a href={TERMS_OF_SERVICE_URL} target="_blank" rel="noreferrer">
            {t('auth.signup.terms')}
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('auth.signup.submit')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.loginLink')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
