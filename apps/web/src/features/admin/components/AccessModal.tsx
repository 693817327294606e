import { Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNABLE_ROLES,
  ZMemberAccessSchema,
  type Member,
  type TMemberAccessInput,
} from '@beacon/shared/validation/admin';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { adminApi } from '../api';
import { useAdminChange } from '../queries';
import { AccountPicker } from './AccountPicker';

/** Changes a member's role and the accounts they may use. */
export function AccessModal({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<TMemberAccessInput>();
  const change = useAdminChange(adminApi.changeAccess);
  return (
    <Modal
      open={member !== null}
      title={t('admin.users.editAccess', { email: member?.email ?? '' })}
      okText={t('admin.common.save')}
      confirmLoading={change.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {member && (
        <Form<TMemberAccessInput>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            userId: member.userId,
            role: member.role === 'admin' ? 'admin' : 'user',
            accountIds: member.accountIds,
          }}
          onFinish={(values) => change.mutate(values, { onSuccess: onClose })}
        >
          <Form.Item name="userId" hidden>
            <input />
          </Form.Item>
          <Form.Item
            name="role"
            label={t('admin.users.role')}
            rules={[schemaRule(ZMemberAccessSchema.shape.role, t)]}
          >
            <Radio.Group
              options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="accountIds"
            label={t('admin.users.accounts')}
            extra={t('admin.users.accountsHelp')}
          >
            <AccountPicker />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
