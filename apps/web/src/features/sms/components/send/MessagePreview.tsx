import { Card, Flex, Typography, theme } from 'antd';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAnalysis } from '@beacon/shared/sms/analyze-message';

interface MessagePreviewProps {
  from: string;
  /** The first recipient, whose values fill the variables in the preview. */
  to?: string;
  analysis: MessageAnalysis;
}

/** A phone-like view of the message as it arrives, with the points where it is split into segments. */
export const MessagePreview = memo(function MessagePreview({ from, to, analysis }: MessagePreviewProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isSplit = analysis.parts.length > 1;

  return (
    <Card size="small" title={t('sms.preview.title')}>
      <div
        aria-label={t('sms.preview.phone')}
        style={{
          margin: '0 auto',
          maxWidth: 300,
          borderRadius: 28,
          border: `8px solid ${token.colorText}`,
          background: token.colorBgLayout,
          overflow: 'hidden',
        }}
      >
        <div
          style={{
            padding: '10px 12px',
            textAlign: 'center',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
          }}
        >
          <Typography.Text strong>{from || t('sms.preview.noSender')}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {t('sms.preview.via')}
            </Typography.Text>
          </div>
        </div>
        <div style={{ padding: 12, minHeight: 180, maxHeight: 420, overflow: 'auto' }}>
          {analysis.text === '' ? (
            <Typography.Text type="secondary">{t('sms.preview.empty')}</Typography.Text>
          ) : (
            <div
              data-testid="preview-bubble"
              style={{
                background: token.colorFillSecondary,
                color: token.colorText,
                borderRadius: 16,
                borderEndStartRadius: 4,
                padding: '8px 12px',
                maxWidth: '88%',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: 14,
              }}
            >
              {analysis.parts.map((part, index) => (
                <Fragment key={index}>
                  {isSplit && (
                    <Flex align="center" gap={6} style={{ margin: index === 0 ? '0 0 4px' : '6px 0 4px' }}>
                      <span style={{ flex: 1, borderTop: `1px dashed ${token.colorBorder}` }} />
                      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                        {t('sms.preview.segment', { number: index + 1, total: analysis.parts.length })}
                      </Typography.Text>
                      <span style={{ flex: 1, borderTop: `1px dashed ${token.colorBorder}` }} />
                    </Flex>
                  )}
                  {part}
                </Fragment>
              ))}
            </div>
          )}
        </div>
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, textAlign: 'center', margin: '8px 0 0' }}>
        {to ? t('sms.preview.for', { to }) : t('sms.preview.noRecipient')}
        {' · '}
        {t('sms.preview.summary', { encoding: analysis.encoding, count: analysis.segments })}
      </Typography.Paragraph>
    </Card>
  );
});
