/**
 * `/form/step`: the guided sender-ID request — 1. sender ID, countries, use case and brand; 2. sample message,
 * link and company; 3. confirm and submit. Each step checks its own fields with the shared rule before moving on.
 */
import { Button, Card, Form, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { TSenderIdRequestInput } from '@beacon/shared/validation/sender-id-request';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { DetailsFields } from '../components/DetailsFields';
import { IdentityFields } from '../components/IdentityFields';
import { RequestSummary } from '../components/RequestSummary';
import { DETAILS_FIELDS, IDENTITY_FIELDS } from '../lib/step-fields';
import { draftFrom, useSubmitFlow } from '../lib/use-submit-flow';

const STEP_FIELDS = [IDENTITY_FIELDS, DETAILS_FIELDS] as const;

export default function StepFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [form] = useLocalizedForm<TSenderIdRequestInput>();
  const [step, setStep] = useState(0);
  const { send, isPending } = useSubmitFlow('step');
  const draft = (): TSenderIdRequestInput => form.getFieldsValue(true) as TSenderIdRequestInput;

  const next = async () => {
    await form.validateFields([...STEP_FIELDS[step]!]);
    setStep(step + 1);
  };

  return (
    <Card title={t('senderid.step.title')}>
      <Steps
        current={step}
        style={{ maxWidth: 720, marginBottom: 32 }}
        items={[
          { title: t('senderid.step.identity') },
          { title: t('senderid.step.details') },
          { title: t('senderid.step.confirm') },
        ]}
      />
      <Form<TSenderIdRequestInput>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={draftFrom(location.state) ?? { useCase: 'otp', countries: [] }}
      >
        {step === 0 && <IdentityFields />}
        {step === 1 && <DetailsFields />}
        {step === 2 && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <span>{t('senderid.step.confirmHint')}</span>
            <RequestSummary request={draft()} />
          </Space>
        )}
        <Space style={{ marginTop: 24 }}>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('senderid.action.previous')}</Button>}
          {step < 2 ? (
            <Button type="primary" onClick={() => void next().catch(() => undefined)}>
              {t('senderid.action.next')}
            </Button>
          ) : (
            <Button type="primary" loading={isPending} onClick={() => send(draft())}>
              {t('senderid.action.submit')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
}
