import { App, Alert, Button, Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@beacon/shared/api/user';
import { TIME_FORMATS, TIMEZONES } from '@beacon/shared/constants/index';
import { ZUpdatePreferencesSchema, type TUpdatePreferencesInput } from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { formatDate } from '@/shared/format/date';
import { APP_LOCALES, useLocale } from '@/shared/i18n';
import { useLayoutSettings } from '@/shared/settings/layout-settings';
import { useUpdatePreferences } from '../queries';
import { applyFailure } from './form-failure';

type PreferenceValues = Required<TUpdatePreferencesInput>;

const FIELDS = ['language', 'timezone', 'timeFormat', 'theme'] as const;
const shape = ZUpdatePreferencesSchema.shape;

/**
 * Language, timezone, time format and theme, saved on the server; the language and theme also switch this
 * browser at once (the layout settings and the stored language).
 */
export function PreferencesForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { locale, changeLocale } = useLocale();
  const { message } = App.useApp();
  const theme = useLayoutSettings((state) => state.theme);
  const updateSettings = useLayoutSettings((state) => state.updateSettings);
  const [form] = useLocalizedForm<PreferenceValues>();
  const update = useUpdatePreferences();
  const [problem, setProblem] = useState<string | null>(null);
  const timezone = Form.useWatch('timezone', form) ?? user.timezone;
  const sample = new Date();
  const dayjsLocale = locale === 'zh-CN' ? 'zh-cn' : 'en';

  function save(values: PreferenceValues) {
    setProblem(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        updateSettings({ theme: saved.theme ?? 'system' });
        // The confirmation speaks the newly chosen language, so it waits for the switch.
        const switched = saved.language && saved.language !== locale ? changeLocale(saved.language) : null;
        void Promise.resolve(switched).then(() => message.success(t('user.preferences.saved')));
      },
      onError: (error) =>
        setProblem(applyFailure(form, error, { fields: FIELDS, locale, fallback: t('user.form.failed') })),
    });
  }

  return (
    <Form<PreferenceValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        // What this browser shows now: the stored language and theme may differ from the server's last save.
        language: locale,
        timezone: user.timezone,
        timeFormat: user.timeFormat,
        theme,
      }}
      onFinish={save}
      aria-label={t('user.preferences.title')}
    >
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        name="language"
        label={t('user.preferences.language')}
        rules={[schemaRule(shape.language, t)]}
      >
        <Select
          aria-label={t('user.preferences.language')}
          options={APP_LOCALES.map((value) => ({ value, label: t(`settings.locale.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('user.preferences.timezone')}
        rules={[schemaRule(shape.timezone, t)]}
      >
        <Select
          aria-label={t('user.preferences.timezone')}
          options={TIMEZONES.map((zone) => ({ value: zone, label: t(`user.timezone.${zone}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="timeFormat"
        label={t('user.preferences.timeFormat')}
        rules={[schemaRule(shape.timeFormat, t)]}
        extra={t('user.preferences.timeFormatHint')}
      >
        <Select
          aria-label={t('user.preferences.timeFormat')}
          options={TIME_FORMATS.map((format) => ({
            value: format,
            label: `${formatDate(sample, { timezone, timeFormat: format, dayjsLocale })} · ${format}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="theme" label={t('user.preferences.theme')} rules={[schemaRule(shape.theme, t)]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'light', label: t('user.preferences.theme.light') },
            { value: 'dark', label: t('user.preferences.theme.dark') },
            { value: 'system', label: t('user.preferences.theme.system') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('user.preferences.submit')}
      </Button>
    </Form>
  );
}
