import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageAnalysis } from '@beacon/shared/sms/analyze-message';
import { MAX_MESSAGE_SEGMENTS } from '@beacon/shared/sms/limits';

/** The live counter under the content: encoding, characters, segments and room left in the last segment. */
export function MessageCounter({ analysis }: { analysis: MessageAnalysis }) {
  const { t } = useTranslation();
  const isTooLong = analysis.segments > MAX_MESSAGE_SEGMENTS;
  return (
    <Flex wrap gap={8} align="center" aria-live="polite" data-testid="message-counter">
      <Tag color={analysis.encoding === 'GSM-7' ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
        {analysis.encoding}
      </Tag>
      <Typography.Text type="secondary">
        {t('sms.counter.characters', { count: analysis.characters })}
      </Typography.Text>
      <Typography.Text type={isTooLong ? 'danger' : undefined} strong>
        {t('sms.counter.segments', { count: analysis.segments })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('sms.counter.remaining', { count: analysis.remainingInSegment })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('sms.counter.perSegment', { count: analysis.perSegment })}
      </Typography.Text>
    </Flex>
  );
}
