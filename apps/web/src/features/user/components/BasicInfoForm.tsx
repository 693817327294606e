import { App, Alert, Button, Col, Descriptions, Form, Input, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@beacon/shared/api/user';
import { TIMEZONES } from '@beacon/shared/constants/index';
import {
  PROFILE_MAX_WORDS,
  ZUpdateBasicSchema,
  countWords,
  type TUpdateBasicInput,
} from '@beacon/shared/validation/user';
import { schemaRule } from '@/shared/forms/schema-rule';
import { useLocalizedForm } from '@/shared/forms/use-localized-form';
import { useFormatDate } from '@/shared/format/use-format-date';
import { useLocale } from '@/shared/i18n';
import { useUpdateBasic } from '../queries';
import { countryOptions } from './country-options';
import { EmailConfirmModal } from './EmailConfirmModal';
import { applyFailure } from './form-failure';

export interface BasicInfoValues {
  username: string;
  email: string;
  timezone: string;
  country: string | undefined;
  area: string;
  address: string;
  jobName: string;
  personalWebsite: string;
  profile: string;
}

const FIELDS = [
  'username',
  'email',
  'timezone',
  'country',
  'area',
  'address',
  'jobName',
  'personalWebsite',
  'profile',
] as const;

const shape = ZUpdateBasicSchema.shape;

function initialValues(user: UserInfo): BasicInfoValues {
  return {
    username: user.username,
    email: user.email,
    timezone: user.timezone,
    country: user.location ?? undefined,
    area: user.locationName ?? '',
    address: user.address ?? '',
    jobName: user.jobName ?? '',
    personalWebsite: user.personalWebsite ?? '',
    profile: user.profile ?? '',
  };
}

/**
 * Basic info of spec section 5: e-mail, username, timezone, country/region and area required, the profile at
 * most 200 words, the rest optional. A new e-mail is confirmed with a code before it is used.
 */
export function BasicInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const formatDate = useFormatDate();
  const [form] = useLocalizedForm<BasicInfoValues>();
  const update = useUpdateBasic();
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const profile = Form.useWatch('profile', form) ?? user.profile ?? '';
  const words = countWords(profile);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  function save(values: BasicInfoValues) {
    setProblem(null);
    // The form's rules ran the same schema, so the values have its input shape.
    update.mutate(values as TUpdateBasicInput, {
      onSuccess: ({ pendingEmail }) => {
        // A new address was asked for: its code is on the way.
        if (pendingEmail && values.email.trim().toLowerCase() === pendingEmail) setConfirming(true);
        void message.success(t('user.basic.saved'));
      },
      onError: (error) =>
        setProblem(applyFailure(form, error, { fields: FIELDS, locale, fallback: t('user.form.failed') })),
    });
  }

  return (
    <>
      <Form<BasicInfoValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={initialValues(user)}
        onFinish={save}
        aria-label={t('user.basic.title')}
      >
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="username"
              label={t('user.basic.username')}
              required
              rules={[schemaRule(shape.username, t)]}
            >
              <Input autoComplete="name" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('user.basic.email')}
              required
              rules={[schemaRule(shape.email, t)]}
              extra={t('user.basic.emailHint')}
            >
              <Input autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="timezone"
              label={t('user.basic.timezone')}
              required
              rules={[schemaRule(shape.timezone, t)]}
            >
              <Select
                aria-label={t('user.basic.timezone')}
                options={TIMEZONES.map((zone) => ({ value: zone, label: t(`user.timezone.${zone}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="country"
              label={t('user.basic.country')}
              required
              rules={[schemaRule(shape.country, t)]}
            >
              <Select
                aria-label={t('user.basic.country')}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('user.basic.countryPlaceholder')}
                options={countries}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="area" label={t('user.basic.area')} required rules={[schemaRule(shape.area, t)]}>
              <Input placeholder={t('user.basic.areaPlaceholder')} maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="address" label={t('user.basic.address')} rules={[schemaRule(shape.address, t)]}>
              <Input autoComplete="street-address" maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="jobName" label={t('user.basic.jobName')} rules={[schemaRule(shape.jobName, t)]}>
              <Input autoComplete="organization-title" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="personalWebsite"
              label={t('user.basic.personalWebsite')}
              rules={[schemaRule(shape.personalWebsite, t)]}
            >
              <Input placeholder="https://" autoComplete="url" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="profile"
              label={t('user.basic.profile')}
              rules={[schemaRule(shape.profile, t)]}
              extra={t('user.basic.profileCount', { count: words, max: PROFILE_MAX_WORDS })}
            >
              <Input.TextArea rows={4} placeholder={t('user.basic.profilePlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('user.basic.registered')}>
            {formatDate(user.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('user.basic.organisationRole')}>
            {user.organizationName ? `${user.organizationName} · ` : ''}
            {t(`user.role.${user.role}`)}
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('user.basic.submit')}
        </Button>
      </Form>
      <EmailConfirmModal
        open={isConfirming}
        pendingEmail={user.pendingEmail}
        onClose={() => setConfirming(false)}
        onConfirmed={(email) => form.setFieldValue('email', email)}
      />
    </>
  );
}
