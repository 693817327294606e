/**
 * `/result/error`: a sender-ID request that could not be submitted — the reason the server gave (or the
 * connection problem), and a way back to the form with everything the user typed.
 */
import { Button, Card, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SENDER_ID_PATHS } from '../lib/paths';
import type { ErrorResultState } from '../lib/use-submit-flow';

function stateOf(value: unknown): ErrorResultState | undefined {
  return typeof value === 'object' && value !== null && 'from' in value
    ? (value as ErrorResultState)
    : undefined;
}

export default function ResultErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failure = stateOf(useLocation().state);
  const formPath = failure?.from === 'group' ? SENDER_ID_PATHS.group : SENDER_ID_PATHS.step;
  return (
    <Card variant="borderless">
      <Result
        status="error"
        title={t('senderid.error.title')}
        subTitle={t('senderid.error.description')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate(formPath, { state: failure })}>
              {t('senderid.action.backToForm')}
            </Button>
            <Button onClick={() => void navigate(SENDER_ID_PATHS.list)}>
              {t('senderid.action.viewRequests')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph strong>{t('senderid.error.reason')}</Typography.Paragraph>
        <Typography.Paragraph>
          {failure ? failure.message : t('senderid.error.unknown')}
          {failure && failure.code > 0 && (
            <Typography.Text type="secondary">
              {' '}
              ({t('senderid.error.code', { code: failure.code })})
            </Typography.Text>
          )}
        </Typography.Paragraph>
      </Result>
    </Card>
  );
}
