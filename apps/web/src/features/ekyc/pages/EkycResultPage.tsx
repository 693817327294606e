import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@/shared/i18n';
import { kycReasonText } from '@/shared/format/kyc-reason';
import { EkycLayout } from '../components/EkycLayout';

/** `/ekyc/result` (public, on the phone): the outcome just submitted; the desktop shows it too. */
export default function EkycResultPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const code = Number(params.get('code'));
  const sub = params.has('sub') ? Number(params.get('sub')) : null;
  let view;
  if (code === 1000) {
    view = <Result status="success" title={t('ekyc.result.passed')} subTitle={t('ekyc.result.passedHint')} />;
  } else if (code) {
    view = (
      <Result
        status="error"
        title={t('ekyc.result.failed')}
        subTitle={`${kycReasonText(code, sub, locale)} ${t('ekyc.result.failedHint')}`.trim()}
      />
    );
  } else {
    view = <Result status="info" title={t('ekyc.result.unknown')} subTitle={t('ekyc.result.unknownHint')} />;
  }
  return <EkycLayout title={t('ekyc.result.title')}>{view}</EkycLayout>;
}
