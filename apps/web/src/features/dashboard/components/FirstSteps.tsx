import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Card, Flex, Progress, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findRoute, pathOfRoute } from '@/shared/router';
import { useChecklist } from '../queries';
import { CHECKLIST_LINKS } from './checklist-steps';

/**
 * The first steps of a new account, each ticked from real data (verification status, bound phone, a paid
 * top-up, a sent message, an API key). Hidden once every step is done.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data, isPending } = useChecklist();
  if (isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!data) return null;
  const done = data.items.filter((item) => item.done).length;
  if (done === data.items.length) return null;

  return (
    <Card
      title={t('dashboard.steps.title')}
      variant="borderless"
      extra={
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">
            {t('dashboard.steps.progress', { done, total: data.items.length })}
          </Typography.Text>
          <Progress
            percent={Math.round((done / data.items.length) * 100)}
            showInfo={false}
            size="small"
            style={{ width: 100, margin: 0 }}
          />
        </Flex>
      }
    >
      <Flex vertical gap={4} role="list" aria-label={t('dashboard.steps.title')}>
        {data.items.map((item, index) => {
          const link = CHECKLIST_LINKS[item.key];
          const path = findRoute(link.routeName) ? pathOfRoute(link.routeName) : undefined;
          const title = t(`dashboard.steps.${item.key}.title`);
          const row = (
            <Flex
              align="center"
              gap={12}
              style={{ padding: '10px 8px', borderRadius: 8 }}
              aria-label={`${title}: ${t(item.done ? 'dashboard.steps.done' : 'dashboard.steps.todo')}`}
            >
              {item.done ? (
                <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 20 }} />
              ) : (
                <span
                  style={{
                    display: 'inline-grid',
                    placeItems: 'center',
                    width: 20,
                    height: 20,
                    borderRadius: '50%',
                    border: `1px solid ${token.colorBorder}`,
                    fontSize: 12,
                    color: token.colorTextSecondary,
                  }}
                >
                  {index + 1}
                </span>
              )}
              <Flex vertical style={{ flex: 1 }}>
                <Typography.Text
                  delete={item.done}
                  type={item.done ? 'secondary' : undefined}
                  strong={!item.done}
                >
                  {title}
                </Typography.Text>
                {!item.done && (
                  <Typography.Text type="secondary">
                    {t(`dashboard.steps.${item.key}.description`)}
                  </Typography.Text>
                )}
              </Flex>
              {!item.done && path && <RightOutlined style={{ color: token.colorTextTertiary }} />}
            </Flex>
          );
          return (
            <div key={item.key} role="listitem">
              {!item.done && path ? (
                <Link to={`${path}${link.search ?? ''}`} style={{ color: 'inherit' }}>
                  {row}
                </Link>
              ) : (
                row
              )}
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}
