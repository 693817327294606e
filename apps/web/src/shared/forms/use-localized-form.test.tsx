import { act, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { ZEmailSchema } from '@beacon/shared/validation/auth';
import { i18n } from '../i18n';
import { schemaRule } from './schema-rule';
import { useLocalizedForm } from './use-localized-form';

function EmailForm() {
  const { t } = useTranslation();
  const [form] = useLocalizedForm<{ email: string }>();
  return (
    <Form form={form}>
      <Form.Item name="email" rules={[schemaRule(ZEmailSchema, t)]}>
        <Input aria-label="email" />
      </Form.Item>
      <button type="button" onClick={() => form.validateFields().catch(() => undefined)}>
        check
      </button>
    </Form>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('useLocalizedForm', () => {
  test('an error already shown is re-worded when the language changes', async () => {
    render(<EmailForm />);
    await act(async () => screen.getByText('check').click());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
  });
});
