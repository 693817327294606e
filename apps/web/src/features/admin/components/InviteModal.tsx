import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, ZInviteSchema, type TInviteInput } from '@beacon/shared/validation/admin';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { adminApi } from '../api';
import { useAdminChange } from '../queries';
import { AccountPicker } from './AccountPicker';

const FIELDS = ZInviteSchema.shape;

/** Invites a person by e-mail with a role and the accounts they may use; the link is valid 7 days. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: (sentTo?: string) => void }) {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<TInviteInput>();
  const invite = useAdminChange(adminApi.invite);
  return (
    <Modal
      open={open}
      title={t('admin.users.invite')}
      okText={t('admin.users.inviteSubmit')}
      confirmLoading={invite.isPending}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<TInviteInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'user', accountIds: [] }}
        onFinish={(values) =>
          invite.mutate(values, {
            onSuccess: () => {
              form.resetFields();
              onClose(values.email);
            },
          })
        }
      >
        <Form.Item name="email" label={t('admin.users.email')} rules={[schemaRule(FIELDS.email, t)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('admin.users.role')} rules={[schemaRule(FIELDS.role, t)]}>
          <Radio.Group
            options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
          />
        </Form.Item>
        <Form.Item name="accountIds" label={t('admin.users.accounts')} extra={t('admin.users.accountsHelp')}>
          <AccountPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
