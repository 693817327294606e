/**
 * `/result/success`: after a sender-ID request is submitted — what was filed, what happens next (an operator
 * reviews it; the list shows the decision), and where to go from here.
 */
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';
import { RequestSummary } from '../components/RequestSummary';
import { StatusTag } from '../components/StatusTag';
import { SENDER_ID_PATHS } from '../lib/paths';
import { useSenderIdRequest } from '../queries';

export default function ResultSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestId = useSearchParams()[0].get('requestId');
  const request = useSenderIdRequest(requestId);
  return (
    <Card variant="borderless">
      <Result
        status="success"
        title={t('senderid.success.title')}
        subTitle={
          request.data
            ? t('senderid.success.description', { senderId: request.data.senderId })
            : t('senderid.success.generic')
        }
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate(SENDER_ID_PATHS.list)}>
              {t('senderid.action.viewRequests')}
            </Button>
            <Button onClick={() => void navigate(SENDER_ID_PATHS.step)}>
              {t('senderid.action.registerAnother')}
            </Button>
            <Button onClick={() => void navigate(DEFAULT_ROUTE_PATH)}>
              {t('senderid.action.workplace')}
            </Button>
          </Space>
        }
      >
        {request.data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <span>
              {t('senderid.list.status')}: <StatusTag status={request.data.status} />
            </span>
            <RequestSummary request={request.data} />
          </Space>
        )}
      </Result>
    </Card>
  );
}
