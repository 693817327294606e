import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsApi } from '@/features/sms/api';
import { toExportQuery, type LogFilters } from '@/features/sms/lib/log-filters';
import { saveFile } from '@/features/sms/lib/save-file';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Every row matching the filters as CSV (`GET /sms/log/export`), fetched with the session and saved. */
export function ExportButton({ filters }: { filters: LogFilters }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [received, setReceived] = useState<number | null>(null);

  async function exportRows() {
    setReceived(0);
    try {
      const file = await smsApi.logExport(toExportQuery(filters), { onProgress: setReceived });
      saveFile(file.blob, file.fileName ?? `sms-log-${new Date().toISOString().slice(0, 10)}.csv`);
      void message.success(t('sms.log.export.done'));
    } catch {
      // The request client has shown why.
    } finally {
      setReceived(null);
    }
  }

  const isExporting = received !== null;
  return (
    <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportRows()}>
      {isExporting
        ? received > 0
          ? t('sms.log.export.progress', { size: formatBytes(received) })
          : t('sms.log.export.preparing')
        : t('sms.log.export.button')}
    </Button>
  );
}
