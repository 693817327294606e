import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_COUNTRIES, PRODUCTS } from '@beacon/shared/constants/index';
import { ZAccountAddSchema } from '@beacon/shared/validation/account';
import { schemaRule } from '@/shared/forms/schema-rule';

const FIELDS = ZAccountAddSchema.shape;

/**
 * The fields of `POST /account/add` (name, products, billing country), checked by the shared rule the server
 * applies too; the create-account modal and the `/admin/accounts/create` page both show them.
 */
export function AccountFields() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
