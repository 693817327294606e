import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_COUNTRIES, PRODUCTS } from '@beacon/shared/constants/index';
import { ZAccountAddSchema, type TAccountAddInput } from '@beacon/shared/validation/account';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { reloadUserInfo } from '@/shared/session';
import { api } from '@/shared/request';
import { useAdminChange } from '../queries';

const FIELDS = ZAccountAddSchema.shape;

/** The spec's hidden `accounts/create`: a new account of the organisation (its trial credit included). */
export function CreateAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<TAccountAddInput>();
  const create = useAdminChange(async (input: TAccountAddInput) => {
    const created = await api.post<{ accountId: string }>('/account/add', input);
    await reloadUserInfo();
    return created;
  });
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
        <Form.Item name="name" label={t('admin.accounts.name')} rules={[schemaRule(FIELDS.name, t)]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="products"
          label={t('admin.accounts.products')}
          rules={[schemaRule(FIELDS.products, t)]}
        >
          <Checkbox.Group
            options={PRODUCTS.map((product) => ({ value: product, label: t(`common.product.${product}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="billingCountry"
          label={t('admin.accounts.country')}
          rules={[schemaRule(FIELDS.billingCountry, t)]}
        >
          <Select
            options={BILLING_COUNTRIES.map((code) => ({
              value: code,
              label: t(`common.country.${code}`, { defaultValue: code }),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
