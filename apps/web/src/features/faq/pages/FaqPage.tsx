import { RightOutlined } from '@ant-design/icons';
import { Card, Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { findRoute, pathOfRoute } from '@/shared/router';
import { FAQ_LINKS, FAQ_TOPICS, answerKey, linkKey, questionKey, topicTitleKey } from '../faq-topics';

/** The page an answer sends the reader to, when it has one and the console has that page. */
function answerLink(topic: string, question: string): string | undefined {
  const routeName = FAQ_LINKS[`${topic}.${question}`];
  return routeName && findRoute(routeName) ? pathOfRoute(routeName) : undefined;
}

/** Frequently asked questions, one card per topic, each answer folded until asked for. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('faq.page.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('faq.page.intro')}</Typography.Paragraph>
      </div>
      {FAQ_TOPICS.map((topic) => (
        <Card
          key={topic.id}
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(topicTitleKey(topic.id))}</h2>}
        >
          <Collapse
            ghost
            items={topic.questions.map((question) => {
              const href = answerLink(topic.id, question);
              return {
                key: question,
                label: t(questionKey(topic.id, question)),
                children: (
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
                    {t(answerKey(topic.id, question))}
                    {href && (
                      <Link to={href} style={{ display: 'inline-flex', gap: 4, marginInlineStart: 8 }}>
                        {t(linkKey(topic.id, question))}
                        <RightOutlined style={{ fontSize: 10, alignSelf: 'center' }} />
                      </Link>
                    )}
                  </Typography.Paragraph>
                ),
              };
            })}
          />
        </Card>
      ))}
    </Flex>
  );
}
