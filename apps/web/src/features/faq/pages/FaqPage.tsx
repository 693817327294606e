import { Card, Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FAQ_TOPICS, answerKey, questionKey, topicTitleKey } from '../faq-topics';

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
            items={topic.questions.map((question) => ({
              key: question,
              label: t(questionKey(topic.id, question)),
              children: (
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
                  {t(answerKey(topic.id, question))}
                </Typography.Paragraph>
              ),
            }))}
          />
        </Card>
      ))}
    </Flex>
  );
}
