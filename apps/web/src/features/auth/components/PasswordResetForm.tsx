import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZPasswordResetSchema } from '@beacon/shared/validation/new-password';
import { matchesFieldRule, schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { getFieldErrors, hasErrorCode } from '@/shared/request';
import { authApi } from '../api';
import { failureText } from '@/shared/request/failure-text';
import { PasswordChecklist } from './PasswordChecklist';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

interface PasswordResetFormProps {
  token: string;
  maskedEmail: string;
  onExpired: () => void;
}

/** The new password for the account the reset link belongs to, checked against the shared policy. */
export function PasswordResetForm({ token, maskedEmail, onExpired }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [form] = useLocalizedForm<{ password: string; confirm: string }>();
  const password = Form.useWatch('password', form) ?? '';
  const mutation = useMutation({
    mutationFn: (newPassword: string) => authApi.resetPassword({ token, password: newPassword }),
    onError: (error) => {
      if (hasErrorCode(error, ErrorCode.LINK_INVALID)) onExpired();
      const fields = getFieldErrors(error);
      if (fields.password) form.setFields([{ name: 'password', errors: [fields.password] }]);
    },
  });

  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.findPassword.doneTitle')}
        subTitle={t('auth.findPassword.doneDescription')}
        extra={
          <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
            {t('auth.findPassword.signIn')}
          </Button>
        }
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
      onFinish={(values) => mutation.mutate(values.password)}
    >
      <Alert
        type="info"
        showIcon
        title={t('auth.findPassword.resetFor', { email: maskedEmail })}
        style={{ marginBottom: 20 }}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 20 }} />}
      <Form.Item
        name="password"
        label={t('auth.findPassword.newPassword')}
        rules={[schemaRule(ZPasswordResetSchema.shape.password, t)]}
        validateTrigger="onBlur"
        extra={<PasswordChecklist password={password} />}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
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
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('auth.findPassword.resetSubmit')}
      </Button>
    </Form>
  );
}
