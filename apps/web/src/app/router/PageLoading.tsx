import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { useProgressWhileMounted } from './use-navigation-progress';

/** Shown while the first route (guards, user info, page code) loads. */
export function PageLoading() {
  const { t } = useTranslation();
  useProgressWhileMounted();
  return <LoadingBlock text={t('common.state.loading')} minHeight={360} />;
}
