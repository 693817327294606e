import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_CURRENCY, type BillingCountry, type Product } from '@beacon/shared/constants/index';
import { CountryName } from '@/shared/components/CountryName';

interface AccountSummaryProps {
  name: string;
  products: Product[];
  billingCountry: BillingCountry;
}

/** The stepper's last step: what is about to be created. */
export function AccountSummary({ name, products, billingCountry }: AccountSummaryProps) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        { key: 'name', label: t('welcome.create.name'), children: name },
        {
          key: 'products',
          label: t('welcome.create.products'),
          children: (
            <Space size={4} wrap>
              {products.map((product) => (
                <Tag key={product}>{t(`common.product.${product}`)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'country',
          label: t('welcome.create.billingCountry'),
          children: <CountryName code={billingCountry} />,
        },
        { key: 'currency', label: t('welcome.create.currency'), children: BILLING_CURRENCY[billingCountry] },
        { key: 'status', label: t('welcome.create.status'), children: t('welcome.create.trialNote') },
      ]}
    />
  );
}
