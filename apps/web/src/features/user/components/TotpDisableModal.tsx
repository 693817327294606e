import { Alert, Button, Form, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZPasswordProofSchema, ZTotpCodeSchema } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { useDisableTotp } from '../queries';
import { applyFailure } from './form-failure';

type Proof = 'code' | 'password';

/** Turning the authenticator off asks for one of its codes or, when the phone is not at hand, the password. */
export function TotpDisableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = useLocalizedForm<{ code?: string; password?: string }>();
  const disable = useDisableTotp();
  const [proof, setProof] = useState<Proof>('code');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(values: { code?: string; password?: string }) {
    setProblem(null);
    const body = proof === 'code' ? { code: values.code ?? '' } : { password: values.password ?? '' };
    disable.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        onClose();
      },
      onError: (error) =>
        setProblem(
          applyFailure(form, error, {
            fields: ['code', 'password'],
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: {
              [ErrorCode.CODE_INCORRECT]: { field: 'code', text: t('user.totp.wrongCode') },
              [ErrorCode.OLD_PASSWORD_INCORRECT]: { field: 'password', text: t('user.totp.wrongPassword') },
            },
          }),
        ),
    });
  }

  return (
    <Modal open={open} title={t('user.totp.disableTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Segmented<Proof>
        block
        value={proof}
        onChange={(value) => {
          setProof(value);
          setProblem(null);
          form.resetFields();
        }}
        options={[
          { value: 'code', label: t('user.totp.withCode') },
          { value: 'password', label: t('user.totp.withPassword') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ code: '', password: '' }}
        aria-label={t('user.totp.disableTitle')}
      >
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
        {proof === 'code' ? (
          <Form.Item
            name="code"
            label={t('user.totp.codeLabel')}
            rules={[schemaRule(ZTotpCodeSchema.shape.code, t)]}
          >
            <Input.OTP length={6} aria-label={t('user.totp.codeLabel')} />
          </Form.Item>
        ) : (
          <Form.Item
            name="password"
            label={t('user.totp.passwordLabel')}
            rules={[schemaRule(ZPasswordProofSchema.shape.password, t)]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Button danger type="primary" htmlType="submit" block loading={disable.isPending}>
          {t('user.totp.disable')}
        </Button>
      </Form>
    </Modal>
  );
}
