import { App, Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import {
  ZChangePasswordSchema,
  ZNewPasswordSchema,
  type TChangePasswordInput,
} from '@beacon/shared/validation/new-password';
import { matchesFieldRule, schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { useChangePassword } from '../queries';
import { applyFailure } from './form-failure';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Old, new and confirm-new (spec section 5) under the shared password policy. Every other session and
 * trusted browser is signed out; this one stays.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<TChangePasswordInput>();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  function save(values: TChangePasswordInput) {
    setProblem(null);
    change.mutate(values, {
      onSuccess: ({ revokedSessions }) => {
        form.resetFields();
        void message.success(t('user.password.changed', { count: revokedSessions }));
      },
      onError: (error) =>
        setProblem(
          applyFailure(form, error, {
            fields: FIELDS,
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: { [ErrorCode.OLD_PASSWORD_INCORRECT]: { field: 'oldPassword' } },
          }),
        ),
    });
  }

  return (
    <Form<TChangePasswordInput>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={save}
      aria-label={t('user.password.title')}
    >
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        name="oldPassword"
        required
        label={t('user.password.old')}
        rules={[schemaRule(ZChangePasswordSchema.shape.oldPassword, t)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        required
        label={t('user.password.new')}
        dependencies={['oldPassword']}
        extra={t('user.password.policy')}
        rules={[
          schemaRule(ZNewPasswordSchema, t),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value === getFieldValue('oldPassword'))
                throw new Error(t('validation.passwordSameAsOld'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        required
        label={t('user.password.confirm')}
        dependencies={['newPassword']}
        rules={[matchesFieldRule('newPassword', t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('user.password.submit')}
      </Button>
    </Form>
  );
}
