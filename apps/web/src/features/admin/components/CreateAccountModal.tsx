import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAccountAddInput } from '@beacon/shared/validation/account';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useCreateOrgAccount } from '../queries';
import { AccountFields } from './AccountFields';

/** A new account of the organisation (its trial credit included), from the accounts list. */
export function CreateAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<TAccountAddInput>();
  const create = useCreateOrgAccount();
  return (
    <Modal
      open={open}
      title={t('admin.accounts.create')}
      okText={t('admin.accounts.createSubmit')}
      confirmLoading={create.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<TAccountAddInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ products: ['sms'] }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              form.resetFields();
              onClose();
            },
          })
        }
      >
        <AccountFields />
      </Form>
    </Modal>
  );
}
