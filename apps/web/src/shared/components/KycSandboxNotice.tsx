import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycProviderInfo } from '@beacon/shared/api/kyc';

/**
 * Says plainly, wherever identity verification happens, that the sandbox provider decides: results come from
 * test inputs (the document number's ending, listed here so a tester can pick one) and nothing is really
 * checked. Shown only when the server's answer says a sandbox is active, never guessed by the console.
 */
export function KycSandboxNotice({
  info,
  brief = false,
}: {
  info: KycProviderInfo | undefined;
  brief?: boolean;
}) {
  const { t } = useTranslation();
  if (!info?.sandbox) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      style={{ width: '100%', textAlign: 'start' }}
      title={
        <>
          <Tag color="orange">{t('common.sandbox.tag')}</Tag>
          {t('common.sandbox.kycTitle')}
        </>
      }
      description={brief ? undefined : t('common.sandbox.kycRules')}
    />
  );
}
