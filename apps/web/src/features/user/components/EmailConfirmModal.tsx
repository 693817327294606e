import { App, Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_INTERVAL_MS } from '@beacon/shared/constants/otp';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZEmailConfirmSchema } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useLocale } from '@/shared/i18n';
import { useConfirmEmail, useResendEmailCode } from '../queries';
import { applyFailure, failureText } from './form-failure';

interface EmailConfirmModalProps {
  open: boolean;
  pendingEmail: string | null;
  onClose: () => void;
  onConfirmed?: (email: string) => void;
}

/** The code e-mailed to a new sign-in address: entering it makes the address the one to sign in with. */
export function EmailConfirmModal({ open, pendingEmail, onClose, onConfirmed }: EmailConfirmModalProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<{ code: string }>();
  const confirm = useConfirmEmail();
  const resend = useResendEmailCode();
  const { remaining, start } = useCountdown();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) start(RESEND_INTERVAL_MS / 1000);
  }, [open, start]);

  function submit({ code }: { code: string }) {
    setProblem(null);
    confirm.mutate(code, {
      onSuccess: ({ email }) => {
        void message.success(t('user.email.changed', { email }));
        form.resetFields();
        onConfirmed?.(email);
        onClose();
      },
      onError: (error) =>
        setProblem(
          applyFailure(form, error, {
            fields: ['code'],
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: {
              [ErrorCode.CODE_INCORRECT]: { field: 'code' },
              [ErrorCode.LINK_INVALID]: { field: 'code', text: t('user.code.expired') },
            },
          }),
        ),
    });
  }

  return (
    <Modal open={open} title={t('user.email.confirmTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>
        {t('user.email.confirmText', { email: pendingEmail ?? '' })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ code: '' }}>
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
        <Form.Item
          name="code"
          label={t('user.code.label')}
          rules={[schemaRule(ZEmailConfirmSchema.shape.code, t)]}
        >
          <Input.OTP length={6} aria-label={t('user.code.label')} />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            disabled={remaining > 0}
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => {
                  start(RESEND_INTERVAL_MS / 1000);
                  void message.success(t('user.code.resent'));
                },
                onError: (error) => setProblem(failureText(error, locale, t('user.form.failed'))),
              })
            }
          >
            {remaining > 0 ? t('user.code.resendIn', { seconds: remaining }) : t('user.code.resend')}
          </Button>
          <Button type="primary" htmlType="submit" loading={confirm.isPending}>
            {t('user.email.confirm')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
