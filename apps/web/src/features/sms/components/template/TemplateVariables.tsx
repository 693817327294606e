import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractTemplateVariables, isReservedVariableName } from '@beacon/shared/sms/template-variables';

/** The variables found in the content as it is typed; reserved names are marked (the rule explains them). */
export function TemplateVariables({ content }: { content: string }) {
  const { t } = useTranslation();
  const names = extractTemplateVariables(content);
  return (
    <Flex gap={6} wrap align="center" data-testid="template-variables">
      <Typography.Text type="secondary">{t('sms.template.variables')}</Typography.Text>
      {names.length === 0 ? (
        <Typography.Text type="secondary">{t('sms.template.noVariables')}</Typography.Text>
      ) : (
        names.map((name) => (
          <Tag
            key={name}
            color={isReservedVariableName(name) ? 'error' : 'blue'}
            style={{ marginInlineEnd: 0 }}
          >
            {name}
          </Tag>
        ))
      )}
    </Flex>
  );
}
