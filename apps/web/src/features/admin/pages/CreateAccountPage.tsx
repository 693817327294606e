import { Button, Card, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TAccountAddInput } from '@beacon/shared/validation/account';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';
import { AccountFields } from '../components/AccountFields';
import { useCreateOrgAccount } from '../queries';
import { ADMIN_PATHS } from '../routes';

/**
 * `/admin/accounts/create` (spec section 2, hidden): an owner or admin creates an account of the organisation
 * with the fields and rule of `POST /account/add`; the new account becomes the current one and the console
 * opens its workplace.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = useLocalizedForm<TAccountAddInput>();
  const create = useCreateOrgAccount({ open: true });
  return (
    <Card variant="borderless" style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('admin.accounts.create')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.accounts.createPage.subtitle')}</Typography.Paragraph>
      <Form<TAccountAddInput>
        form={form}
        layout="vertical"
        initialValues={{ products: ['sms'] }}
        onFinish={(values) => create.mutate(values, { onSuccess: () => void navigate(DEFAULT_ROUTE_PATH) })}
        aria-label={t('admin.accounts.create')}
      >
        <AccountFields />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('admin.accounts.createSubmit')}
          </Button>
          <Button onClick={() => void navigate(ADMIN_PATHS.accounts)} disabled={create.isPending}>
            {t('admin.accounts.createPage.back')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
