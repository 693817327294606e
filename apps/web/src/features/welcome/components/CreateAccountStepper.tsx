import { Alert, Button, Checkbox, Flex, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTS, type BillingCountry, type Product } from '@beacon/shared/constants/index';
import { ZAccountAddSchema } from '@beacon/shared/validation/account';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useCreateAccount } from '../queries';
import { AccountSummary } from './AccountSummary';
import { BillingCountryPicker } from './BillingCountryPicker';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';

interface AccountValues {
  name: string;
  products: Product[];
  billingCountry?: BillingCountry;
}

const FIELDS = ZAccountAddSchema.shape;
/** The fields each step owns; "Next" validates only those. */
const STEP_FIELDS: (keyof AccountValues)[][] = [['name', 'products'], ['billingCountry'], []];

interface CreateAccountStepperProps {
  onCreated: (accountId: string) => void;
  onCancel: () => void;
}

/** Create an account in three steps: basic info, billing country, finish (spec section 2). */
export function CreateAccountStepper({ onCreated, onCancel }: CreateAccountStepperProps) {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<AccountValues>();
  const [step, setStep] = useState(0);
  const create = useCreateAccount();

  async function next() {
    try {
      await form.validateFields(STEP_FIELDS[step]);
      setStep((current) => current + 1);
    } catch {
      // antd shows the failing fields' messages; the step stays.
    }
  }

  function submit() {
    const values = form.getFieldsValue(true) as AccountValues;
    if (!values.billingCountry) return setStep(1);
    create.mutate(
      { name: values.name.trim(), products: values.products, billingCountry: values.billingCountry },
      { onSuccess: (accountId) => onCreated(accountId) },
    );
  }

  const values = form.getFieldsValue(true) as AccountValues;
  return (
    <Flex vertical gap={28}>
      <Steps
        current={step}
        items={[
          { title: t('welcome.create.step.basic'), content: t('welcome.create.step.basicHint') },
          { title: t('welcome.create.step.country'), content: t('welcome.create.step.countryHint') },
          { title: t('welcome.create.step.finish'), content: t('welcome.create.step.finishHint') },
        ]}
      />
      <Form<AccountValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', products: ['sms'] }}
        preserve
      >
        {step === 0 && (
          <>
            <Form.Item
              name="name"
              label={t('welcome.create.name')}
              rules={[schemaRule(FIELDS.name, t)]}
              required
            >
              <Input placeholder={t('welcome.create.namePlaceholder')} maxLength={64} showCount autoFocus />
            </Form.Item>
            <Form.Item
              name="products"
              label={t('welcome.create.products')}
              extra={t('welcome.create.productsHint')}
              rules={[schemaRule(FIELDS.products, t)]}
              required
            >
              <Checkbox.Group
                options={PRODUCTS.map((product) => ({
                  value: product,
                  label: t(`common.product.${product}`),
                }))}
              />
            </Form.Item>
          </>
        )}
        {step === 1 && (
          <Form.Item
            name="billingCountry"
            label={t('welcome.create.billingCountry')}
            extra={t('welcome.create.billingCountryHint')}
            rules={[schemaRule(FIELDS.billingCountry, t)]}
            required
          >
            <BillingCountryPicker />
          </Form.Item>
        )}
        {step === 2 && values.billingCountry && (
          <AccountSummary
            name={values.name.trim()}
            products={values.products}
            billingCountry={values.billingCountry}
          />
        )}
      </Form>
      {create.isError && <Alert type="error" showIcon title={create.error.message} role="alert" />}
      <Flex justify="space-between">
        <Button
          onClick={step === 0 ? onCancel : () => setStep((current) => current - 1)}
          disabled={create.isPending}
        >
          {step === 0 ? t('common.action.cancel') : t('welcome.create.back')}
        </Button>
        {step < 2 ? (
          <Button type="primary" onClick={() => void next()}>
            {t('welcome.create.next')}
          </Button>
        ) : (
          <Button type="primary" loading={create.isPending} onClick={submit}>
            {t('welcome.create.submit')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
