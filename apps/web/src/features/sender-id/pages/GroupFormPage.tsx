/** `/form/group`: the same sender-ID request as one grouped form, for people who know what they are filing. */
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { TSenderIdRequestInput } from '@beacon/shared/validation/sender-id-request';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { DetailsFields } from '../components/DetailsFields';
import { IdentityFields } from '../components/IdentityFields';
import { draftFrom, useSubmitFlow } from '../lib/use-submit-flow';

export default function GroupFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [form] = useLocalizedForm<TSenderIdRequestInput>();
  const { send, isPending } = useSubmitFlow('group');
  return (
    <Form<TSenderIdRequestInput>
      form={form}
      layout="vertical"
      initialValues={draftFrom(location.state) ?? { useCase: 'otp', countries: [] }}
      onFinish={send}
    >
      <Card title={t('senderid.group.identity')} style={{ marginBottom: 16 }}>
        <div style={{ maxWidth: 560 }}>
          <IdentityFields />
        </div>
      </Card>
      <Card title={t('senderid.group.details')} style={{ marginBottom: 16 }}>
        <div style={{ maxWidth: 560 }}>
          <DetailsFields />
        </div>
      </Card>
      <Card>
        <Typography.Paragraph type="secondary">{t('senderid.group.reviewNote')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isPending}>
          {t('senderid.action.submit')}
        </Button>
      </Card>
    </Form>
  );
}
