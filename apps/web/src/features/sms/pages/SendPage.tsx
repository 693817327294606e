import '../lib/sms-validation-texts';
import { SendOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Segmented,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUS } from '@beacon/shared/constants/index';
import { ErrorCode, errorMessage } from '@beacon/shared/errors/catalogue';
import { analyzeMessage } from '@beacon/shared/sms/analyze-message';
import { SMS_MESSAGE_TYPES, type SmsMessageType } from '@beacon/shared/sms/message-types';
import { ZSenderIdSchema } from '@beacon/shared/sms/sender-id';
import { extractTemplateVariables, renderTemplate } from '@beacon/shared/sms/template-variables';
import { mergeRecipientVariables } from '@beacon/shared/validation/send-variables';
import { ZSmsSendSchema } from '@beacon/shared/validation/sms';
import { schemaRule, validationText } from '../../../shared/forms/schema-rule';
import { useLocale } from '../../../shared/i18n';
import { getFieldErrors, hasErrorCode } from '../../../shared/request';
import { findCurrentAccount, useUserInfo } from '../../../shared/session';
import type { SendInput, SendResult, TemplateOption } from '../api';
import { ContentEditor } from '../components/send/ContentEditor';
import { CostEstimate } from '../components/send/CostEstimate';
import { MessagePreview } from '../components/send/MessagePreview';
import { RecipientField } from '../components/send/RecipientField';
import { SchedulePicker } from '../components/send/SchedulePicker';
import { SendingState, SendOutcome } from '../components/send/SendOutcome';
import type { SendRun } from '../components/send/send-run';
import { TemplatePicker } from '../components/send/TemplatePicker';
import { VariableInputs } from '../components/send/VariableInputs';
import type { ImportResult } from '../lib/recipient-import';
import { countByCountry, createRecipientParser } from '../lib/recipient-parser';
import {
  findMissingVariables,
  pickRecipientVariables,
  pickSharedVariables,
} from '../lib/recipient-variables';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { fromPickerValue, useUserTime } from '../lib/user-time';
import { useSend, useTemplateOptions } from '../queries';

type ContentMode = 'content' | 'template';

interface SendFormValues {
  from: string;
  to: string;
  type?: SmsMessageType;
  mode: ContentMode;
  content?: string;
  templateId?: string;
  variables?: Record<string, string | undefined>;
  smartEncoding: boolean;
  isScheduled: boolean;
  sendAt?: Dayjs;
  agree: boolean;
}

const INITIAL_VALUES: Partial<SendFormValues> = {
  mode: 'content',
  smartEncoding: false,
  isScheduled: false,
  agree: false,
};

/** How long the recipient box must rest before it is parsed again (10,000 numbers take about 0.3 s). */
const RECIPIENT_DEBOUNCE_MS = 300;
const SERVER_FIELDS = [
  'from',
  'to',
  'type',
  'content',
  'templateId',
  'variables',
  'sendAt',
  'agree',
] as const;
const FIELDS = ZSmsSendSchema.shape;

/** Send SMS (spec sections 2, 5): recipients, type, content or template, estimate, preview, schedule. */
export default function SendPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<SendFormValues>();
  const { data: user } = useUserInfo();
  const account = findCurrentAccount(user);
  const { timezone } = useUserTime();
  const send = useSend();
  const { data: templates = [] } = useTemplateOptions();
  const [phase, setPhase] = useState<'edit' | 'sending' | 'done'>('edit');
  const [recipientCount, setRecipientCount] = useState(0);
  const [run, setRun] = useState<SendRun | null>(null);
  const [fileVariables, setFileVariables] = useState<Record<string, Record<string, string>>>({});
  const [fileColumns, setFileColumns] = useState<string[]>([]);

  const parse = useMemo(() => createRecipientParser(), []);
  const to = (Form.useWatch('to', form) as string | undefined) ?? '';
  const settledTo = useDebouncedValue(to, RECIPIENT_DEBOUNCE_MS);
  const list = useMemo(() => parse(settledTo), [parse, settledTo]);
  const byCountry = useMemo(() => countByCountry(list), [list]);

  const from = (Form.useWatch('from', form) as string | undefined) ?? '';
  const mode = (Form.useWatch('mode', form) as ContentMode | undefined) ?? 'content';
  const content = (Form.useWatch('content', form) as string | undefined) ?? '';
  const templateId = Form.useWatch('templateId', form) as string | undefined;
  const watchedVariables = Form.useWatch('variables', form) as SendFormValues['variables'];
  const smartEncoding = Boolean(Form.useWatch('smartEncoding', form));
  const template = templates.find((option) => option.id === templateId);

  const source = mode === 'template' ? (template?.content ?? '') : content;
  const variableNames = useMemo(() => extractTemplateVariables(source), [source]);
  const firstRecipient = list.recipients[0]?.e164;
  const previewText = useMemo(() => {
    const values = mergeRecipientVariables(
      pickSharedVariables(variableNames, watchedVariables ?? {}),
      firstRecipient ? fileVariables[firstRecipient] : undefined,
    );
    const hasValues = Object.keys(values).length > 0;
    return mode === 'template' || hasValues ? renderTemplate(source, values).text : source;
  }, [mode, source, variableNames, watchedVariables, fileVariables, firstRecipient]);
  const analysis = useMemo(
    () => analyzeMessage(previewText, { smartEncoding }),
    [previewText, smartEncoding],
  );
  const isTrial = account !== undefined && account.verificationStatus !== VERIFICATION_STATUS.VERIFIED;

  const onImported = useCallback((result: ImportResult) => {
    if (Object.keys(result.variables).length === 0) return;
    setFileVariables((current) => ({ ...current, ...result.variables }));
    setFileColumns((current) => [...new Set([...current, ...result.columns])]);
  }, []);

  function onTemplatePicked(picked: TemplateOption | undefined) {
    form.setFieldValue('variables', {});
    if (picked && !form.getFieldValue('type') && SMS_MESSAGE_TYPES.includes(picked.type as SmsMessageType)) {
      form.setFieldValue('type', picked.type);
    }
  }

  /** The one call of the send, or null when a variable has no value for some recipient. */
  function buildInput(values: SendFormValues): SendInput | null {
    const recipients = parse(values.to).recipients.map((recipient) => recipient.e164);
    const variables = pickSharedVariables(variableNames, values.variables ?? {});
    const recipientVariables = pickRecipientVariables(recipients, variableNames, fileVariables);
    const isPersonalised = Object.keys(recipientVariables).length > 0;
    const hasShared = Object.keys(variables).length > 0;
    const usesVariables = mode === 'template' || isPersonalised || hasShared;
    if (usesVariables) {
      const missing = findMissingVariables(recipients, variableNames, variables, recipientVariables);
      if (missing.length > 0) {
        form.setFields(
          missing.map((name) => ({
            name: ['variables', name],
            errors: [validationText('variableMissing', t, { name })],
          })),
        );
        return null;
      }
    }
    const sendAt = values.isScheduled && values.sendAt ? fromPickerValue(values.sendAt, timezone) : undefined;
    return {
      type: values.type as SmsMessageType,
      from: values.from.trim(),
      to: recipients,
      agree: values.agree,
      smartEncoding: values.smartEncoding,
      ...(sendAt ? { sendAt } : {}),
      ...(mode === 'template' ? { templateId: values.templateId } : { content: values.content }),
      ...(hasShared ? { variables } : {}),
      ...(isPersonalised ? { recipientVariables } : {}),
    };
  }

  function onFinish(values: SendFormValues) {
    const input = buildInput(values);
    if (!input) return;
    const startedAt = new Date().toISOString();
    const duplicates = parse(values.to)
      .problems.filter((problem) => problem.key === 'phoneDuplicate')
      .map((problem) => problem.input);
    const finish = (result: SendResult | null, error: unknown) => {
      setRun({ startedAt, result, error, sendAt: input.sendAt, duplicates });
      setPhase('done');
    };
    setRecipientCount(input.to.length);
    setPhase('sending');
    send.mutate(input, {
      onSuccess: (result) => finish(result, null),
      onError: (error) => {
        finish(null, error);
        if (hasErrorCode(error, ErrorCode.INVALID_PARAMETER)) {
          const fields = getFieldErrors(error);
          form.setFields(
            SERVER_FIELDS.filter((name) => fields[name]).map((name) => ({
              name,
              errors: [fields[name] ?? ''],
            })),
          );
        }
      },
    });
  }

  function startOver() {
    form.resetFields();
    setFileVariables({});
    setFileColumns([]);
    setRun(null);
    setPhase('edit');
  }

  return (
    <>
      {phase === 'sending' && <SendingState recipients={recipientCount} />}
      {phase === 'done' && run && (
        <SendOutcome
          run={run}
          boundPhone={user?.phone ?? null}
          onEdit={() => setPhase('edit')}
          onNew={startOver}
        />
      )}
      {/* Kept mounted while sending and after, so "back to edit" finds the draft as it was. */}
      <div style={{ display: phase === 'edit' ? undefined : 'none' }}>
        <Form<SendFormValues>
          form={form}
          layout="vertical"
          initialValues={INITIAL_VALUES}
          onFinish={onFinish}
          scrollToFirstError
          requiredMark={false}
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={15}>
              <Card variant="borderless" title={t('sms.send.title')}>
                {isTrial && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={t('sms.send.trialTitle')}
                    description={
                      user?.phone
                        ? t('sms.send.trialPhone', { phone: user.phone })
                        : t('sms.send.trialNoPhone')
                    }
                  />
                )}
                <Form.Item
                  name="from"
                  label={t('sms.send.from')}
                  extra={t('sms.send.fromHelp')}
                  rules={[schemaRule(ZSenderIdSchema, t)]}
                >
                  <Input
                    placeholder={t('sms.send.fromPlaceholder')}
                    maxLength={16}
                    style={{ maxWidth: 320 }}
                  />
                </Form.Item>
                <RecipientField
                  list={list}
                  isChecking={to !== settledTo}
                  parse={parse}
                  onImported={onImported}
                />
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
                {mode === 'template' && <TemplatePicker onPicked={onTemplatePicked} />}
                {byCountry.has('CN') && mode === 'content' && (
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={errorMessage(ErrorCode.CHINA_RULE, locale)}
                    description={t('sms.send.chinaHelp')}
                  />
                )}
                <ContentEditor source={previewText} analysis={analysis} isEditable={mode === 'content'} />
                <VariableInputs
                  names={variableNames}
                  fromFile={fileColumns}
                  isRequired={mode === 'template'}
                />
                <SchedulePicker timezone={timezone} />
                <Form.Item name="agree" valuePropName="checked" rules={[schemaRule(FIELDS.agree, t)]}>
                  <Checkbox>{t('sms.send.agree')}</Checkbox>
                </Form.Item>
                <Flex gap={12} align="center" wrap>
                  <Button
                    type="primary"
                    htmlType="submit"
                    size="large"
                    icon={<SendOutlined />}
                    loading={send.isPending}
                  >
                    {list.recipients.length > 0
                      ? t('sms.send.submitCount', { count: list.recipients.length })
                      : t('sms.send.submit')}
                  </Button>
                  <Typography.Text type="secondary">{t('sms.send.submitHelp')}</Typography.Text>
                </Flex>
              </Card>
            </Col>
            <Col xs={24} xl={9}>
              <Flex vertical gap={16} style={{ position: 'sticky', top: 72 }}>
                <MessagePreview from={from.trim()} to={firstRecipient} analysis={analysis} />
                <CostEstimate
                  byCountry={byCountry}
                  segments={analysis.segments}
                  balance={account?.balance}
                  currency={account?.currency}
                />
              </Flex>
            </Col>
          </Row>
        </Form>
      </div>
    </>
  );
}
