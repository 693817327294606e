import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyDetails as Company } from '@beacon/shared/api/finance';

/** Who collects the payment (spec section 3: "The collecting company's info is shown"). */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const rows: { key: keyof Company; label: string }[] = [
    { key: 'name', label: t('finance.checkout.companyName') },
    { key: 'address', label: t('finance.checkout.companyAddress') },
    { key: 'email', label: t('finance.checkout.companyEmail') },
    { key: 'phone', label: t('finance.checkout.companyPhone') },
    { key: 'registrationNumber', label: t('finance.checkout.companyRegistration') },
    { key: 'taxId', label: t('finance.checkout.companyTax') },
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="company-details"
      items={rows.filter((row) => company[row.key]).map((row) => ({ ...row, children: company[row.key] }))}
    />
  );
}
