import { Button, Flex, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSmsMessageType } from '@beacon/shared/sms/message-types';
import { TEMPLATE_STATUS, type TTemplateItem } from '@beacon/shared/validation/templates';
import { useLocale } from '@/shared/i18n';
import { countryName } from '@/features/sms/lib/country-names';
import { useUserTime } from '@/features/sms/lib/user-time';
import { SMS_SEND_PATH, SMS_TEMPLATE_ADD_PATH } from '@/features/sms/routes';
import { useDeleteTemplate } from '@/features/sms/template-queries';
import { TemplateStatusTag } from './TemplateStatusTag';
import { TemplateTestModal } from './TemplateTestModal';

interface TemplateTableProps {
  items: TTemplateItem[];
  isLoading: boolean;
  footer: React.ReactNode;
}

/** A page of templates: the reviewer's reason under a rejected one; own templates can be edited and deleted. */
export function TemplateTable({ items, isLoading, footer }: TemplateTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { format } = useUserTime();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const [testing, setTesting] = useState<TTemplateItem | null>(null);

  const columns: TableColumnsType<TTemplateItem> = [
    { title: t('sms.template.field.name'), dataIndex: 'name', width: 160 },
    {
      title: t('sms.template.field.content'),
      dataIndex: 'content',
      render: (content: string, item) => (
        <Flex vertical gap={4}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{content}</Typography.Text>
          {item.variables.length > 0 && (
            <Flex gap={4} wrap>
              {item.variables.map((name) => (
                <Tag key={name} bordered={false}>{`{${name}}`}</Tag>
              ))}
            </Flex>
          )}
        </Flex>
      ),
    },
    {
      title: t('sms.template.field.type'),
      dataIndex: 'type',
      width: 120,
      render: (type: number) => (isSmsMessageType(type) ? t(`sms.type.${type}`) : type),
    },
    {
      title: t('sms.template.field.country'),
      dataIndex: 'country',
      width: 130,
      render: (country: string | null) =>
        country ? countryName(country, locale) : t('sms.template.anyCountry'),
    },
    {
      title: t('sms.template.field.status'),
      dataIndex: 'status',
      width: 180,
      render: (status: number, item) => (
        <Flex vertical gap={4} align="flex-start">
          <TemplateStatusTag status={status} />
          {status === TEMPLATE_STATUS.REJECTED && item.reason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('sms.template.reason', { reason: item.reason })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('sms.template.field.createdAt'), dataIndex: 'createdAt', width: 160, render: format },
    {
      title: t('sms.template.actions'),
      key: 'actions',
      width: 170,
      render: (_, item) => (
        <Flex gap={4} wrap>
          {item.status === TEMPLATE_STATUS.APPROVED && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                void navigate(`${SMS_SEND_PATH}?templateId=${encodeURIComponent(item.templateId)}`)
              }
            >
              {t('sms.template.send')}
            </Button>
          )}
          {item.status === TEMPLATE_STATUS.APPROVED && (
            <Button type="link" size="small" onClick={() => setTesting(item)}>
              {t('sms.templateTest.action')}
            </Button>
          )}
          {!item.public && (
            <>
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void navigate(`${SMS_TEMPLATE_ADD_PATH}?id=${encodeURIComponent(item.templateId)}`)
                }
              >
                {t(
                  item.status === TEMPLATE_STATUS.REJECTED
                    ? 'sms.template.editResubmit'
                    : 'sms.template.edit',
                )}
              </Button>
              <Popconfirm
                title={t('sms.template.deleteConfirm', { name: item.name })}
                okText={t('sms.template.delete')}
                cancelText={t('common.action.cancel')}
                onConfirm={() => remove.mutateAsync(item.templateId)}
              >
                <Button type="link" size="small" danger>
                  {t('sms.template.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <TemplateTestModal template={testing} onClose={() => setTesting(null)} />
      <Table
        rowKey="templateId"
        columns={columns}
        dataSource={items}
        loading={isLoading}
        pagination={false}
        // The fixed columns take 920 px: the content keeps about 200 px beside the menu at 1440 px.
        scroll={{ x: 1120 }}
        locale={{ emptyText: t('sms.template.none') }}
        footer={() => footer}
      />
    </>
  );
}
