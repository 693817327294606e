import { Flex, Form, Input, Spin, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RECIPIENTS } from '@beacon/shared/sms/limits';
import { splitRecipientInput, type RecipientList } from '@beacon/shared/sms/recipients';
import type { ImportResult } from '@/features/sms/lib/recipient-import';
import { withoutEntries } from '@/features/sms/lib/recipient-parser';
import { ImportReport } from './ImportReport';
import { RecipientImport } from './RecipientImport';
import { RecipientProblems } from './RecipientProblems';
import { validationText } from '@/shared/forms/schema-rule';

interface RecipientFieldProps {
  /** The parse of the settled text (debounced). */
  list: RecipientList;
  /** The text is still changing: the list above is of an older text. */
  isChecking: boolean;
  /** Parses the box's current text (memoized with the display's parse). */
  parse: (text: string) => RecipientList;
  onImported: (result: ImportResult) => void;
}

/**
 * The recipients: a box of numbers separated by commas or new lines, checked entry by entry with the shared
 * rules, and an import of a file whose numbers are appended to it.
 */
export const RecipientField = memo(function RecipientField({
  list,
  isChecking,
  parse,
  onImported,
}: RecipientFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [report, setReport] = useState<{ fileName: string; result: ImportResult } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const text = (): string => (form.getFieldValue('to') as string | undefined) ?? '';
  const hasText = Boolean(Form.useWatch('to', form));

  function removeEntries(kind: 'invalid' | 'duplicate') {
    const current = parse(text());
    const indexes = new Set(
      current.problems
        .filter((problem) => (kind === 'duplicate') === (problem.key === 'phoneDuplicate'))
        .map((problem) => problem.index),
    );
    form.setFieldValue('to', withoutEntries(splitRecipientInput(text()), indexes));
    void form.validateFields(['to']);
  }

  function appendImported(fileName: string, result: ImportResult) {
    setImportError(null);
    setReport({ fileName, result });
    if (result.numbers.length > 0) {
      const current = text().trimEnd();
      form.setFieldValue('to', [current, ...result.numbers].filter(Boolean).join('\n'));
      void form.validateFields(['to']);
    }
    onImported(result);
  }

  return (
    <>
      <Form.Item
        name="to"
        label={
          <Flex gap={8} align="center">
            {t('sms.send.to')}
            {isChecking && <Spin size="small" aria-label={t('sms.recipients.checking')} />}
          </Flex>
        }
        extra={t('sms.send.toHelp', { max: MAX_RECIPIENTS })}
        // Checked on leaving the box and on submit; while typing, the debounced list below speaks.
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const current = parse(value ?? '');
              if (current.listProblem) throw new Error(validationText(current.listProblem, t));
              if (current.problems.some((problem) => problem.key !== 'phoneDuplicate')) {
                throw new Error(validationText('recipientsInvalid', t));
              }
            },
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea
          rows={6}
          spellCheck={false}
          placeholder={t('sms.send.toPlaceholder')}
          style={{ fontFamily: 'monospace' }}
        />
      </Form.Item>
      <Flex gap={8} align="center" wrap>
        <RecipientImport
          existing={() => new Set(parse(text()).recipients.map((recipient) => recipient.e164))}
          onImported={appendImported}
          onFailed={setImportError}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sms.import.formats')}
        </Typography.Text>
      </Flex>
      {importError && (
        <Typography.Paragraph type="danger" style={{ marginTop: 8, marginBottom: 0 }} role="alert">
          {importError}
        </Typography.Paragraph>
      )}
      {report && (
        <div style={{ marginTop: 8 }}>
          <ImportReport fileName={report.fileName} result={report.result} onClose={() => setReport(null)} />
        </div>
      )}
      {hasText && <RecipientProblems list={list} onRemove={removeEntries} />}
      <div style={{ marginBottom: 24 }} />
    </>
  );
});
