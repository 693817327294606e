import { Col, Form, Input, Row, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface VariableInputsProps {
  names: readonly string[];
  /** Variables the imported file supplies per number. */
  fromFile: readonly string[];
  /** A template needs every value; free text may keep its braces when none is given. */
  isRequired: boolean;
}

/** One input per `{variable}` of the text; a file column fills it per number, the input fills the rest. */
export const VariableInputs = memo(function VariableInputs({
  names,
  fromFile,
  isRequired,
}: VariableInputsProps) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text strong>{t('sms.variables.title')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {isRequired ? t('sms.variables.help') : t('sms.variables.optionalHelp')}
      </Typography.Paragraph>
      <Row gutter={12}>
        {names.map((name) => {
          const isFromFile = fromFile.includes(name);
          return (
            <Col key={name} xs={24} sm={12}>
              <Form.Item
                name={['variables', name]}
                label={<Typography.Text code>{`{${name}}`}</Typography.Text>}
                extra={isFromFile ? t('sms.variables.fromFile', { name }) : undefined}
                rules={[{ max: 1000 }]}
              >
                <Input placeholder={isFromFile ? t('sms.variables.fallback') : t('sms.variables.value')} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </div>
  );
});
