import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A billing country as its ISO code badge and its name in the current language. */
export function CountryName({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      <Tag style={{ marginInlineEnd: 0, fontFamily: 'monospace' }}>{code}</Tag>
      <span>{t(`common.country.${code}`, { defaultValue: code })}</span>
    </Space>
  );
}
