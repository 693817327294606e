import { Button, Card, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE_PATH } from '@/shared/router';

interface ExceptionResultProps {
  status: NonNullable<ResultProps['status']>;
  /** i18n prefix holding `.title` and `.description`. */
  textKey: string;
  extra?: ReactNode;
}

/** One exception page layout: status picture, title, explanation, and a way back to the workplace. */
export function ExceptionResult({ status, textKey, extra }: ExceptionResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        status={status}
        title={t(`${textKey}.title`)}
        subTitle={t(`${textKey}.description`)}
        extra={
          <Space>
            {extra}
            <Button type="primary" onClick={() => void navigate(DEFAULT_ROUTE_PATH)}>
              {t('exception.action.home')}
            </Button>
          </Space>
        }
      />
    </Card>
  );
}
