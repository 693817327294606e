import { Card, Col, Row, Typography, theme } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { findRoute, pathOfRoute } from '@/shared/router';
import { QUICK_ACTIONS, type QuickAction } from './quick-actions';

/** The quick actions whose pages exist. */
export function QuickActions({ actions = QUICK_ACTIONS }: { actions?: readonly QuickAction[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const available = actions.flatMap((action) => {
    const path = findRoute(action.routeName) ? pathOfRoute(action.routeName) : undefined;
    return path ? [{ ...action, path }] : [];
  });

  return (
    <Card title={t('dashboard.quickActions.title')} variant="borderless">
      <Row gutter={[16, 16]}>
        {available.map((action) => (
          <Col key={action.key} xs={24} sm={12} lg={8} xl={6}>
            <Card
              hoverable
              size="small"
              onClick={() => void navigate(action.path)}
              role="link"
              aria-label={t(`dashboard.quickActions.${action.key}.title`)}
            >
              <Card.Meta
                avatar={
                  <span
                    style={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      width: 40,
                      height: 40,
                      borderRadius: 10,
                      fontSize: 20,
                      color: token.colorPrimary,
                      background: token.colorPrimaryBg,
                    }}
                  >
                    {createElement(action.icon)}
                  </span>
                }
                title={t(`dashboard.quickActions.${action.key}.title`)}
                description={
                  <Typography.Text type="secondary">
                    {t(`dashboard.quickActions.${action.key}.description`)}
                  </Typography.Text>
                }
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
