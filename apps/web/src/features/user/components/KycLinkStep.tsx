import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KycSandboxNotice } from '@/shared/components/KycSandboxNotice';
import { reloadUserInfo } from '@/shared/session';
import { isFinalKycState, useCreateKycUrl, useKycStatus } from '../kyc';
import { USER_PATHS } from '../routes';

function secondsLeft(expiresAt: string | undefined, now: number): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The QR code and link of a new verification: issued on arrival, counted down, regenerated on request. It
 * polls the status while the link lives and moves to the result page once the phone's outcome is final.
 */
export function KycLinkStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateKycUrl();
  const link = create.data;
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(link?.expiresAt, now);
  const live = Boolean(link) && left > 0;
  const status = useKycStatus({ poll: live });
  const requested = useRef(false);

  useEffect(() => {
    // One link per visit (StrictMode runs effects twice in development).
    if (requested.current) return;
    requested.current = true;
    create.mutate();
  }, [create]);

  useEffect(() => {
    if (!link) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [link]);

  const current = status.data;
  const finished = link && current && current.expiresAt === link.expiresAt && isFinalKycState(current.state);
  useEffect(() => {
    if (!finished) return;
    void reloadUserInfo().finally(() => navigate(USER_PATHS.verificationResult, { replace: true }));
  }, [finished, navigate]);

  const regenerate = (
    <Button icon={<ReloadOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
      {t('user.verificationVerify.regenerate')}
    </Button>
  );

  return (
    <Card variant="borderless" title={t('user.verificationVerify.title')}>
      <Flex vertical align="center" gap={16}>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
          {t('user.verificationVerify.subtitle')}
        </Typography.Paragraph>
        <KycSandboxNotice info={link ?? current} />
        {link?.publicUrlLoopback && (
          <Alert
            type="warning"
            showIcon
            style={{ width: '100%' }}
            title={t('user.verificationVerify.loopback')}
            description={t('user.verificationVerify.loopbackHint')}
          />
        )}
        {create.isError && (
          <Alert type="error" showIcon title={t('user.verificationVerify.failed')} action={regenerate} />
        )}
        {!link && create.isPending && <Spin />}
        {link && live && (
          <>
            <div role="img" aria-label={t('user.verificationVerify.qrLabel')}>
              <QRCodeSVG value={link.url} size={200} includeMargin />
            </div>
            <Typography.Paragraph copyable={{ text: link.url }} style={{ wordBreak: 'break-all', margin: 0 }}>
              <a href={link.url} target="_blank" rel="noreferrer">
                {link.url}
              </a>
            </Typography.Paragraph>
            <Typography.Text>{t('user.verificationVerify.countdown', { time: mmss(left) })}</Typography.Text>
            {current?.state === 'processing' && current.expiresAt === link.expiresAt && (
              <Alert type="info" showIcon title={t('user.verificationVerify.processing')} />
            )}
            {regenerate}
          </>
        )}
        {link && !live && (
          <Alert
            type="warning"
            showIcon
            title={t('user.verificationVerify.expired')}
            description={t('user.verificationVerify.expiredHint')}
            action={regenerate}
          />
        )}
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>{t('user.verificationVerify.step1')}</li>
          <li>{t('user.verificationVerify.step2')}</li>
          <li>{t('user.verificationVerify.step3')}</li>
        </ol>
      </Flex>
    </Card>
  );
}
