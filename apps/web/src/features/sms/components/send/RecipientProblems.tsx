import { Button, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecipientList } from '@beacon/shared/sms/recipients';
import { validationText } from '../../../../shared/forms/schema-rule';

/** How many problems are listed; the rest are counted. A pasted list can hold thousands. */
const SHOWN = 100;

interface RecipientProblemsProps {
  list: RecipientList;
  onRemove: (kind: 'invalid' | 'duplicate') => void;
}

/** The recipient box's verdict: a summary line and, per bad entry, its position, text and problem. */
export function RecipientProblems({ list, onRemove }: RecipientProblemsProps) {
  const { t } = useTranslation();
  const duplicates = list.problems.filter((problem) => problem.key === 'phoneDuplicate').length;
  const invalid = list.problems.length - duplicates;
  const countries = new Set(list.recipients.map((recipient) => recipient.country)).size;

  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Flex wrap gap={8} align="center" data-testid="recipient-summary">
        <Tag color="blue">{t('sms.recipients.valid', { count: list.recipients.length })}</Tag>
        {countries > 0 && (
          <Typography.Text type="secondary">
            {t('sms.recipients.countries', { count: countries })}
          </Typography.Text>
        )}
        {invalid > 0 && (
          <>
            <Tag color="red">{t('sms.recipients.invalid', { count: invalid })}</Tag>
            <Button size="small" type="link" onClick={() => onRemove('invalid')}>
              {t('sms.recipients.removeInvalid')}
            </Button>
          </>
        )}
        {duplicates > 0 && (
          <>
            <Tag color="orange">{t('sms.recipients.duplicates', { count: duplicates })}</Tag>
            <Button size="small" type="link" onClick={() => onRemove('duplicate')}>
              {t('sms.recipients.removeDuplicates')}
            </Button>
          </>
        )}
      </Flex>
      {list.problems.length > 0 && (
        <List
          size="small"
          bordered
          data-testid="recipient-problems"
          aria-label={t('sms.recipients.problemsLabel')}
          style={{ maxHeight: 220, overflow: 'auto' }}
          dataSource={list.problems.slice(0, SHOWN)}
          // A problem's `key` is its message key, shared by every repeat: List would take it as the row key.
          rowKey={(problem) => String(problem.index)}
          renderItem={(problem) => (
            <List.Item style={{ paddingBlock: 4 }}>
              <Flex gap={8} align="baseline" wrap style={{ width: '100%' }}>
                <Typography.Text type="secondary" style={{ minWidth: 56 }}>
                  {t('sms.recipients.entry', { number: problem.index + 1 })}
                </Typography.Text>
                <Typography.Text code>{problem.input || '""'}</Typography.Text>
                <Typography.Text type={problem.key === 'phoneDuplicate' ? 'warning' : 'danger'}>
                  {validationText(problem.key, t)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
          footer={
            list.problems.length > SHOWN ? (
              <Typography.Text type="secondary">
                {t('sms.recipients.moreProblems', { count: list.problems.length - SHOWN })}
              </Typography.Text>
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
