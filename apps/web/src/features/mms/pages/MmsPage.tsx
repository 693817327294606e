import {
  ApiOutlined,
  CheckCircleFilled,
  FileImageOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Result, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@/shared/components/LoadingBlock';
import { findCurrentAccount, useUserInfo } from '@/shared/session';
import { useProductInterests, useRegisterInterest } from '../queries';

const FEATURES = [
  { id: 'media', icon: PictureOutlined },
  { id: 'sameTools', icon: ApiOutlined },
  { id: 'receipts', icon: SafetyCertificateOutlined },
] as const;

/** MMS is not sold yet: what it will bring, and a way for this account to be told when it can have it. */
export default function MmsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const { data: user } = useUserInfo();
  const account = findCurrentAccount(user);
  const accountId = account?.accountId ?? null;
  const interests = useProductInterests(accountId);
  const register = useRegisterInterest(accountId);
  const isRegistered = interests.data?.includes('mms') ?? false;

  async function registerInterest() {
    await register.mutateAsync('mms');
    void message.success(t('mms.interest.done'));
  }

  return (
    <Card style={{ maxWidth: 880 }}>
      <Result
        icon={<FileImageOutlined />}
        title={
          <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>
            {t('mms.page.title', { account: account?.name ?? '' })}
          </h1>
        }
        subTitle={t('mms.page.description')}
        extra={
          interests.isPending && accountId ? (
            <LoadingBlock text={t('common.state.loading')} minHeight={64} />
          ) : isRegistered ? (
            <Flex vertical align="center" gap={4} role="status">
              <Typography.Text strong>
                <CheckCircleFilled style={{ color: token.colorSuccess, marginInlineEnd: 8 }} />
                {t('mms.interest.registeredTitle')}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('mms.interest.registeredDescription', { email: user?.email ?? '' })}
              </Typography.Text>
            </Flex>
          ) : (
            <Button
              type="primary"
              size="large"
              loading={register.isPending}
              disabled={!accountId}
              onClick={() => void registerInterest().catch(() => undefined)}
            >
              {t('mms.interest.button')}
            </Button>
          )
        }
      >
        <Row gutter={[16, 16]}>
          {FEATURES.map(({ id, icon: Icon }) => (
            <Col key={id} xs={24} md={8}>
              <Flex vertical gap={6}>
                <Icon style={{ fontSize: 22, color: token.colorPrimary }} aria-hidden />
                <Typography.Text strong>{t(`mms.feature.${id}.title`)}</Typography.Text>
                <Typography.Text type="secondary">{t(`mms.feature.${id}.description`)}</Typography.Text>
              </Flex>
            </Col>
          ))}
        </Row>
      </Result>
    </Card>
  );
}
