import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeApi } from '../api';
import { saveDownload } from '../lib/save-download';
import { toExportQuery, type UsageFilters } from '../lib/usage-filters';

/** Every entry matching the filters as CSV (`GET /finance/usage/export`), fetched with the session. */
export function UsageExportButton({ filters }: { filters: UsageFilters }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function exportRows() {
    setBusy(true);
    try {
      const file = await financeApi.usageExport(toExportQuery(filters));
      saveDownload(file.blob, file.fileName ?? `usage-${new Date().toISOString().slice(0, 10)}.csv`);
      void message.success(t('finance.usage.export.done'));
    } catch {
      // The request client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void exportRows()}>
      {busy ? t('finance.usage.export.preparing') : t('finance.usage.export.button')}
    </Button>
  );
}
