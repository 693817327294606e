import { Flex, Form, Input, Switch, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAnalysis } from '@beacon/shared/sms/analyze-message';
import { ZMessageContentSchema } from '@beacon/shared/sms/message-schemas';
import { schemaRule } from '@/shared/forms/schema-rule';
import { MessageCounter } from './MessageCounter';
import { SmartEncodingHint } from './SmartEncodingHint';

interface ContentEditorProps {
  /** The text as it will be sent before smart encoding (content, or the template with its variables). */
  source: string;
  analysis: MessageAnalysis;
  /** Free text is edited here; a template's text is shown by the template picker instead. */
  isEditable: boolean;
}

/** The message text with its live counter, the smart-encoding switch and what it replaces. */
export const ContentEditor = memo(function ContentEditor({
  source,
  analysis,
  isEditable,
}: ContentEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      {isEditable && (
        <Form.Item
          name="content"
          label={t('sms.send.content')}
          rules={[schemaRule(ZMessageContentSchema, t)]}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea rows={5} placeholder={t('sms.send.contentPlaceholder')} />
        </Form.Item>
      )}
      <Flex vertical gap={8} style={{ marginBottom: 24 }}>
        <MessageCounter analysis={analysis} />
        <Flex gap={8} align="center" wrap>
          <Form.Item name="smartEncoding" valuePropName="checked" noStyle>
            <Switch size="small" aria-label={t('sms.smartEncoding.label')} />
          </Form.Item>
          {/* The help beside it may wrap; the label itself never breaks ("Smart / encoding"). */}
          <label htmlFor="smartEncoding" style={{ whiteSpace: 'nowrap' }}>
            {t('sms.smartEncoding.label')}
          </label>
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: '1 1 240px' }}>
            {t('sms.smartEncoding.help')}
          </Typography.Text>
        </Flex>
        {source !== '' && <SmartEncodingHint source={source} analysis={analysis} />}
      </Flex>
    </>
  );
});
