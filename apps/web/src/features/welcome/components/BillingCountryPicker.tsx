import { Radio, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_COUNTRIES, BILLING_CURRENCY, type BillingCountry } from '@beacon/shared/constants/index';

interface BillingCountryPickerProps {
  value?: BillingCountry;
  onChange?: (value: BillingCountry) => void;
}

/** The billing countries of spec section 9 as a grid of choices, each with its name and billing currency. */
export function BillingCountryPicker({ value, onChange }: BillingCountryPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as BillingCountry)}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
        gap: 12,
        width: '100%',
      }}
    >
      {BILLING_COUNTRIES.map((code) => {
        const isSelected = code === value;
        return (
          <Radio
            key={code}
            value={code}
            style={{
              margin: 0,
              padding: '12px 14px',
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${isSelected ? token.colorPrimary : token.colorBorder}`,
              background: isSelected ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <Typography.Text strong style={{ fontFamily: 'monospace', marginInlineEnd: 8 }}>
              {code}
            </Typography.Text>
            {t(`common.country.${code}`)}
            <Typography.Text type="secondary" style={{ marginInlineStart: 6 }}>
              ({BILLING_CURRENCY[code]})
            </Typography.Text>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
