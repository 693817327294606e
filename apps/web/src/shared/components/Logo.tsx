import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  /** Hide the product name (collapsed layouts). */
  compact?: boolean;
  size?: number;
  /** White mark and text, for coloured backgrounds. */
  inverse?: boolean;
}

/** The Beacon mark and product name. */
export function Logo({ compact = false, size = 28, inverse = false }: LogoProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const markColor = inverse ? '#fff' : token.colorPrimary;
  const bellColor = inverse ? token.colorPrimary : '#fff';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      {/* With the name written beside it the mark is decoration; alone it carries the name. */}
      <svg
        width={size}
        height={size}
        viewBox="0 0 64 64"
        {...(compact ? { role: 'img', 'aria-label': t('layout.brand.name') } : { 'aria-hidden': true })}
      >
        <rect width="64" height="64" rx="14" fill={markColor} />
        <path
          d="M32 14a4 4 0 0 1 4 4v2.6c6.3 1.7 10.5 7.4 10.5 14V42l3.5 4v2H14v-2l3.5-4v-7.4c0-6.6 4.2-12.3 10.5-14V18a4 4 0 0 1 4-4z"
          fill={bellColor}
        />
        <path d="M27 50h10a5 5 0 0 1-10 0z" fill={bellColor} />
      </svg>
      {!compact && (
        <span
          style={{
            fontSize: 18,
            fontWeight: 600,
            color: inverse ? '#fff' : token.colorText,
            whiteSpace: 'nowrap',
          }}
        >
          {t('layout.brand.name')}
        </span>
      )}
    </span>
  );
}
