import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_ACCEPT,
  ImportFileError,
  interpretImportRows,
  readImportFile,
  type ImportResult,
} from '@/features/sms/lib/recipient-import';

interface RecipientImportProps {
  /** The numbers already in the box: the file's repeats of them are dropped. */
  existing: () => ReadonlySet<string>;
  onImported: (fileName: string, result: ImportResult) => void;
  onFailed: (text: string) => void;
}

/** Reads a .csv/.txt/.xls/.xlsx of recipients in the browser; nothing is uploaded. */
export function RecipientImport({ existing, onImported, onFailed }: RecipientImportProps) {
  const { t } = useTranslation();
  const [isReading, setIsReading] = useState(false);

  async function importFile(file: File) {
    setIsReading(true);
    try {
      const rows = await readImportFile(file);
      onImported(file.name, interpretImportRows(rows, existing()));
    } catch (error) {
      const reason = error instanceof ImportFileError ? error.reason : 'unreadable';
      onFailed(t(`sms.import.error.${reason}`, { file: file.name }));
    } finally {
      setIsReading(false);
    }
  }

  return (
    <Upload
      accept={IMPORT_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void importFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Tooltip title={t('sms.import.hint')}>
        <Button icon={<UploadOutlined />} loading={isReading}>
          {isReading ? t('sms.import.reading') : t('sms.import.button')}
        </Button>
      </Tooltip>
    </Upload>
  );
}
