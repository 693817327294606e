import { Collapse, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMPP_ACCESS_STATUSES } from '@beacon/shared/sms/smpp-access';

const hex = (code: number) => `0x${code.toString(16).toUpperCase().padStart(8, '0')}`;

/** The guide's SMPP part: how to submit, and what each command_status our server answers means. */
export function SmppStatusGuide() {
  const { t } = useTranslation();
  return (
    <Collapse
      items={[
        {
          key: 'guide',
          label: t('sms.smpp.guide'),
          children: (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {t('sms.smpp.guideText')}
              </Typography.Paragraph>
              <Table
                rowKey="name"
                size="small"
                pagination={false}
                dataSource={[...SMPP_ACCESS_STATUSES]}
                columns={[
                  {
                    title: t('sms.smpp.statusName'),
                    dataIndex: 'name',
                    render: (name: string) => (
                      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                        {name}
                      </Typography.Text>
                    ),
                  },
                  { title: t('sms.smpp.statusCode'), dataIndex: 'code', render: hex },
                  {
                    title: t('sms.smpp.statusMeaning'),
                    dataIndex: 'name',
                    key: 'meaning',
                    render: (name: string) => t(`sms.smpp.status.${name}`),
                  },
                ]}
              />
            </>
          ),
        },
      ]}
    />
  );
}
