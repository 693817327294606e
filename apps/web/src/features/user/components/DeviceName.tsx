import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from './user-agent';

/** "Chrome on Linux", with the whole User-Agent string on hover. */
export function DeviceName({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  const { browser, system } = describeUserAgent(userAgent);
  const name =
    browser && system
      ? t('user.sessions.browserOn', { browser, system })
      : (browser ?? system ?? t('user.sessions.unknownBrowser'));
  return (
    <Tooltip title={userAgent ?? undefined}>
      <Typography.Text>{name}</Typography.Text>
    </Tooltip>
  );
}
