import { Alert, Button, Flex, Form, Input, Modal, Spin, Steps, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZTotpCodeSchema } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { useBeginTotp, useEnableTotp } from '../queries';
import { applyFailure, failureText } from './form-failure';
import { groupSecret } from './group-secret';

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then prove it works with a code.
 * The key is shown only here; the server never returns it again.
 */
export function TotpSetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = useLocalizedForm<{ code: string }>();
  const begin = useBeginTotp();
  const enable = useEnableTotp();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate: start, reset } = begin;

  useEffect(() => {
    if (open) start();
    else reset();
  }, [open, start, reset]);

  function submit({ code }: { code: string }) {
    setProblem(null);
    enable.mutate(code, {
      onSuccess: () => {
        form.resetFields();
        onClose();
      },
      onError: (error) =>
        setProblem(
          applyFailure(form, error, {
            fields: ['code'],
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: {
              [ErrorCode.CODE_INCORRECT]: { field: 'code', text: t('user.totp.wrongCode') },
              [ErrorCode.LINK_INVALID]: { field: 'code', text: t('user.totp.setupExpired') },
            },
          }),
        ),
    });
  }

  const setup = begin.data;
  return (
    <Modal
      open={open}
      title={t('user.totp.setupTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Steps
        orientation="vertical"
        size="small"
        current={setup ? 1 : 0}
        items={[
          { title: t('user.totp.step1'), content: t('user.totp.step1Hint') },
          { title: t('user.totp.step2'), content: t('user.totp.step2Hint') },
          { title: t('user.totp.step3') },
        ]}
      />
      {begin.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failureText(begin.error, locale, t('user.form.failed'))}
        />
      )}
      {!setup && begin.isPending && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      )}
      {setup && (
        <Flex vertical gap={16} align="center" style={{ marginTop: 8 }}>
          <div style={{ background: '#fff', padding: 12, borderRadius: 8 }}>
            <QRCodeSVG
              value={setup.otpauthUrl}
              size={180}
              title={t('user.totp.qrTitle')}
              role="img"
              aria-label={t('user.totp.qrTitle')}
            />
          </div>
          <Flex vertical align="center" gap={4}>
            <Typography.Text type="secondary">{t('user.totp.keyLabel')}</Typography.Text>
            <Typography.Text
              code
              copyable={{ text: setup.secret, tooltips: [t('common.action.copy'), t('common.state.copied')] }}
              data-testid="totp-secret"
              style={{ fontSize: 15, letterSpacing: 1 }}
            >
              {groupSecret(setup.secret)}
            </Typography.Text>
          </Flex>
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ code: '' }}
            style={{ width: '100%' }}
          >
            {problem && (
              <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />
            )}
            <Form.Item
              name="code"
              label={t('user.totp.codeLabel')}
              rules={[schemaRule(ZTotpCodeSchema.shape.code, t)]}
            >
              <Input.OTP length={6} aria-label={t('user.totp.codeLabel')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={enable.isPending}>
              {t('user.totp.enable')}
            </Button>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
