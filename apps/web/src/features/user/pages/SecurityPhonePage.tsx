import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZPasswordProofSchema } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useLocale } from '@/shared/i18n';
import { applyFailure } from '../components/form-failure';
import { PhoneBindForm } from '../components/PhoneBindForm';
import { WithUser } from '../components/WithUser';
import { useUnbindPhone } from '../queries';
import { USER_PATHS } from '../routes';
import { BackLink } from '../components/BackLink';

/** Unbinding asks for the password; SMS sign-in codes then go by e-mail. */
function UnbindPhoneButton() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const [form] = useLocalizedForm<{ password: string }>();
  const unbind = useUnbindPhone();
  const [isOpen, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function submit({ password }: { password: string }) {
    setProblem(null);
    unbind.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        void message.success(t('user.phone.unbound'));
      },
      onError: (error) =>
        setProblem(
          applyFailure(form, error, {
            fields: ['password'],
            locale,
            fallback: t('user.form.failed'),
            fieldCodes: {
              [ErrorCode.OLD_PASSWORD_INCORRECT]: { field: 'password', text: t('user.totp.wrongPassword') },
            },
          }),
        ),
    });
  }

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('user.phone.unbind')}
      </Button>
      <Modal
        open={isOpen}
        title={t('user.phone.unbindTitle')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('user.phone.unbindText')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit}>
          {problem && (
            <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            name="password"
            label={t('user.totp.passwordLabel')}
            rules={[schemaRule(ZPasswordProofSchema.shape.password, t)]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button danger type="primary" htmlType="submit" block loading={unbind.isPending}>
            {t('user.phone.unbind')}
          </Button>
        </Form>
      </Modal>
    </>
  );
}

/** `/user/security/phone` (hidden): bind a phone with a texted code, or unbind it. */
export default function SecurityPhonePage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <BackLink to={USER_PATHS.security} label={t('user.security.back')} />
      <WithUser>
        {(user) => (
          <Card title={t('user.phone.title')} variant="borderless">
            <Flex vertical gap={16}>
              {user.phone ? (
                <Alert
                  type="success"
                  showIcon
                  title={t('user.phone.current', { phone: user.phone })}
                  description={t('user.phone.replaceHint')}
                  action={<UnbindPhoneButton />}
                />
              ) : (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('user.phone.why')}
                </Typography.Paragraph>
              )}
              <PhoneBindForm />
            </Flex>
          </Card>
        )}
      </WithUser>
    </Flex>
  );
}
