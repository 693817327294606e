import { Button, Flex, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipientList } from '@beacon/shared/sms/recipients';
import { validationText } from '@/shared/forms/schema-rule';
import { ProblemList } from '../common/ProblemList';

/** How many problems are listed; the rest are counted. A pasted list can hold thousands. */
const SHOWN = 100;

/**
 * Pressing a remove button must not take the focus from the recipient box: leaving the box validates it, and
 * the error line that appears under the box would push the button away between press and release (at once
 * when transitions are off), so the click was lost. The keyboard still reaches the buttons as before.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

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
            <Button size="small" type="link" onMouseDown={keepFocus} onClick={() => onRemove('invalid')}>
              {t('sms.recipients.removeInvalid')}
            </Button>
          </>
        )}
        {duplicates > 0 && (
          <>
            <Tag color="orange">{t('sms.recipients.duplicates', { count: duplicates })}</Tag>
            <Button size="small" type="link" onMouseDown={keepFocus} onClick={() => onRemove('duplicate')}>
              {t('sms.recipients.removeDuplicates')}
            </Button>
          </>
        )}
      </Flex>
      {list.problems.length > 0 && (
        <ProblemList
          bordered
          data-testid="recipient-problems"
          aria-label={t('sms.recipients.problemsLabel')}
          maxHeight={220}
          rows={list.problems.slice(0, SHOWN).map((problem) => ({
            // A problem's `key` is its message key, shared by every repeat: the row is keyed by position.
            id: String(problem.index),
            label: t('sms.recipients.entry', { number: problem.index + 1 }),
            input: problem.input,
            message: validationText(problem.key, t),
            tone: problem.key === 'phoneDuplicate' ? 'warning' : 'danger',
          }))}
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
