import { Alert, Form, Radio, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode, errorMessage } from '@beacon/shared/errors/catalogue';
import { SMS_MESSAGE_TYPES } from '@beacon/shared/sms/message-types';
import { ZSmsSendSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocale } from '@/shared/i18n';
import { ContentEditor } from './ContentEditor';
import { TemplatePicker } from './TemplatePicker';
import type { ContentMode, SendDraft } from './use-send-draft';
import { VariableInputs } from './VariableInputs';

const FIELDS = ZSmsSendSchema.shape;

/** What is sent: the message type, then free text or an approved template with its variables. */
export function MessageSection({ draft }: { draft: SendDraft }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { mode } = draft;
  return (
    <>
      <Form.Item name="type" label={t('sms.send.type')} rules={[schemaRule(FIELDS.type, t)]}>
        <Radio.Group
          optionType="button"
          options={SMS_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`sms.type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="mode" label={t('sms.send.contentSource')}>
        <Segmented<ContentMode>
          options={[
            { value: 'content', label: t('sms.send.modeContent') },
            { value: 'template', label: t('sms.send.modeTemplate') },
          ]}
        />
      </Form.Item>
      {mode === 'template' && <TemplatePicker onPicked={draft.onTemplatePicked} />}
      {draft.byCountry.has('CN') && mode === 'content' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorMessage(ErrorCode.CHINA_RULE, locale)}
          description={t('sms.send.chinaHelp')}
        />
      )}
      <ContentEditor source={draft.previewText} analysis={draft.analysis} isEditable={mode === 'content'} />
      <VariableInputs
        names={draft.variableNames}
        fromFile={draft.fileColumns}
        isRequired={mode === 'template'}
      />
    </>
  );
}
