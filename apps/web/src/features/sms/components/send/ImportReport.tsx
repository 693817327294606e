import { Alert, Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@/features/sms/lib/recipient-import';
import { validationText } from '@/shared/forms/schema-rule';
import { ProblemList } from '../common/ProblemList';

const SHOWN = 50;

/** What an import added and what it left out, and why (spec section 5: duplicates are reported). */
export function ImportReport({
  fileName,
  result,
  onClose,
}: {
  fileName: string;
  result: ImportResult;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dropped = result.duplicatesInFile.length + result.alreadyAdded.length;
  const hasIssues = result.invalid.length > 0 || result.overLimit > 0;
  const details = [
    result.invalid.length > 0 && {
      key: 'invalid',
      label: t('sms.import.invalidTitle', { count: result.invalid.length }),
      children: (
        <ProblemList
          rows={result.invalid.slice(0, SHOWN).map((problem) => ({
            id: String(problem.row),
            label: t('sms.import.row', { number: problem.row }),
            input: problem.input,
            message: validationText(problem.key, t),
            tone: 'danger',
          }))}
        />
      ),
    },
    dropped > 0 && {
      key: 'duplicates',
      label: t('sms.import.duplicatesTitle', { count: dropped }),
      children: (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {[...result.duplicatesInFile, ...result.alreadyAdded].slice(0, SHOWN).join(', ')}
        </Typography.Paragraph>
      ),
    },
  ].filter((item) => item !== false);

  return (
    <Alert
      type={hasIssues ? 'warning' : 'success'}
      showIcon
      closable={{ onClose }}
      title={t('sms.import.added', { count: result.numbers.length, file: fileName })}
      description={
        <Flex vertical gap={4}>
          {result.duplicatesInFile.length > 0 && (
            <span>{t('sms.import.duplicatesInFile', { count: result.duplicatesInFile.length })}</span>
          )}
          {result.alreadyAdded.length > 0 && (
            <span>{t('sms.import.alreadyAdded', { count: result.alreadyAdded.length })}</span>
          )}
          {result.invalid.length > 0 && (
            <span>{t('sms.import.invalid', { count: result.invalid.length })}</span>
          )}
          {result.overLimit > 0 && <span>{t('sms.import.overLimit', { count: result.overLimit })}</span>}
          {result.plusAdded > 0 && <span>{t('sms.import.plusAdded', { count: result.plusAdded })}</span>}
          {result.columns.length > 0 && (
            <span>{t('sms.import.columns', { columns: result.columns.join(', ') })}</span>
          )}
          {result.ignoredColumns.length > 0 && (
            <span>{t('sms.import.ignoredColumns', { columns: result.ignoredColumns.join(', ') })}</span>
          )}
          {details.length > 0 && <Collapse size="small" ghost items={details} />}
        </Flex>
      }
    />
  );
}
