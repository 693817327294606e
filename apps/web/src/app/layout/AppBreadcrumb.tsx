import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from '@/shared/router';

/** The matched routes' titles, from the same metadata the menu uses. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .filter((handle, index, all) => all.findIndex((other) => other.name === handle.name) === index);
  if (handles.length === 0) return null;
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={handles.map((handle) => ({ title: t(handle.meta.locale) }))}
    />
  );
}
