/**
 * `Form.useForm` for forms whose messages come from i18n. antd keeps an error's text as it was when the
 * field was checked, so after a language switch the shown errors would stay in the old language; this
 * re-checks the fields that show an error once the page has re-rendered with the new language's rules.
 */
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function useLocalizedForm<Values = unknown>(): [FormInstance<Values>] {
  const [form] = Form.useForm<Values>();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    const showingErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    // The rejection is the (now translated) errors themselves, which the form already shows.
    if (showingErrors.length > 0) form.validateFields(showingErrors).catch(() => undefined);
  }, [form, language]);
  return [form];
}
