import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  countCharacterClasses,
  hasRunOfThree,
  isTooSimple,
} from '@beacon/shared/validation/password';

interface PasswordChecklistProps {
  password: string;
  /** Other things the user typed (username, e-mail) that must not make the password guessable. */
  userInputs?: string[];
}

/** Live feedback on the shared password policy (spec section 5), one line per rule. */
export function PasswordChecklist({ password, userInputs = [] }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The "too simple" check runs a dictionary estimator; deferring keeps typing smooth.
  const value = useDeferredValue(password);
  const inputsKey = userInputs.join('\u0000');
  const rules = useMemo(() => {
    const structural = [
      { key: 'length', ok: value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH },
      { key: 'classes', ok: countCharacterClasses(value) >= 3 },
      { key: 'repeats', ok: value.length > 0 && !hasRunOfThree(value) },
    ];
    const structuralOk = structural.every((rule) => rule.ok);
    return [
      ...structural,
      { key: 'common', ok: structuralOk && !isTooSimple(value, inputsKey ? inputsKey.split('\u0000') : []) },
    ];
  }, [value, inputsKey]);

  return (
    <Flex vertical gap={2} style={{ marginTop: 8 }} aria-live="polite">
      {rules.map((rule) => (
        <Typography.Text
          key={rule.key}
          style={{ fontSize: 13, color: rule.ok ? token.colorSuccess : token.colorTextTertiary }}
        >
          {rule.ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {t(`auth.password.rule.${rule.key}`)}
        </Typography.Text>
      ))}
    </Flex>
  );
}
