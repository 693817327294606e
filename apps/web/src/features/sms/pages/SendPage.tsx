import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VERIFICATION_STATUS } from '@beacon/shared/constants/index';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ZSenderIdSchema } from '@beacon/shared/sms/sender-id';
import { ZSmsSendSchema } from '@beacon/shared/validation/sms';
import { schemaRule } from '@/shared/forms/schema-rule';
import { getFieldErrors, hasErrorCode } from '@/shared/request';
import { findCurrentAccount, useUserInfo } from '@/shared/session';
import type { SendResult } from '../api';
import { CostEstimate } from '../components/send/CostEstimate';
import { MessagePreview } from '../components/send/MessagePreview';
import { MessageSection } from '../components/send/MessageSection';
import { RecipientField } from '../components/send/RecipientField';
import { SchedulePicker } from '../components/send/SchedulePicker';
import { SendingState, SendOutcome } from '../components/send/SendOutcome';
import { SendWarnings } from '../components/send/SendWarnings';
import type { SendRun } from '../components/send/send-run';
import { INITIAL_VALUES, useSendDraft, type SendFormValues } from '../components/send/use-send-draft';
import { useUserTime } from '../lib/user-time';
import { useSend } from '../queries';

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

/**
 * Send SMS (spec sections 2, 5): recipients, type, content or template, estimate, preview, schedule. The
 * draft's state lives in useSendDraft; `?templateId=` starts with that template chosen.
 */
export default function SendPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SendFormValues>();
  const [search] = useSearchParams();
  const { data: user } = useUserInfo();
  const account = findCurrentAccount(user);
  const { timezone } = useUserTime();
  const send = useSend();
  const draft = useSendDraft(form, search.get('templateId'));
  const [phase, setPhase] = useState<'edit' | 'sending' | 'done'>('edit');
  const [recipientCount, setRecipientCount] = useState(0);
  const [run, setRun] = useState<SendRun | null>(null);
  const { list } = draft;
  const isTrial = account !== undefined && account.verificationStatus !== VERIFICATION_STATUS.VERIFIED;

  function onFinish(values: SendFormValues) {
    const input = draft.buildInput(values, t, timezone);
    if (!input) return;
    const startedAt = new Date().toISOString();
    const duplicates = draft.duplicatesIn(values.to);
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
    draft.reset();
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
                  isChecking={draft.isChecking}
                  parse={draft.parse}
                  onImported={draft.onImported}
                />
                <SendWarnings recipients={list.recipients} />
                <MessageSection draft={draft} />
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
                <MessagePreview
                  from={draft.from.trim()}
                  to={draft.firstRecipient}
                  analysis={draft.analysis}
                />
                <CostEstimate
                  byCountry={draft.byCountry}
                  segments={draft.analysis.segments}
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
