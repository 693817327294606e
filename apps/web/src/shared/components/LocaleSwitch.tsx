import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, Grid, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_LOCALES, isAppLocale, useLocale } from '../i18n';
import { popupInFixedBar } from './popup-container';

/** Language menu; each language is named in itself so a user can find theirs whatever is showing. */
export function LocaleSwitch() {
  const { t } = useTranslation();
  const { locale, changeLocale } = useLocale();
  // On narrow screens the icon alone keeps the bar on one line.
  const isWide = Grid.useBreakpoint().sm !== false;
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={popupInFixedBar}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: APP_LOCALES.map((code) => ({ key: code, label: t(`settings.locale.${code}`) })),
        onClick: ({ key }) => {
          if (isAppLocale(key)) void changeLocale(key);
        },
      }}
    >
      {/*
        The visible language name is the accessible name. Only the icon-only form gets a tooltip: over the
        open menu a tooltip would cover the first language.
      */}
      {isWide ? (
        <Button type="text" icon={<TranslationOutlined />}>
          {t(`settings.locale.${locale}`)}
        </Button>
      ) : (
        <Tooltip title={t('settings.locale.label')}>
          <Button type="text" icon={<TranslationOutlined />} aria-label={t('settings.locale.label')} />
        </Tooltip>
      )}
    </Dropdown>
  );
}
