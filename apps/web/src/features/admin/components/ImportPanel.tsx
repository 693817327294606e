import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@beacon/shared/validation/admin';
import { adminApi } from '../api';
import { useAdminChange } from '../queries';

const SAMPLE = 'email,name,role,accounts\nalice@example.com,Alice,user,AC0123456789abcdef\n';

/** CSV import of managed users: a dry run reports each row, then the valid rows are invited. */
export function ImportPanel() {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<{ result: ImportResult; dryRun: boolean } | null>(null);
  const run = useAdminChange((dryRun: boolean) => adminApi.importMembers(csv, dryRun));
  const submit = (dryRun: boolean) =>
    run.mutate(dryRun, { onSuccess: (result) => setReport({ result, dryRun }) });

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('admin.import.help')}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={t('admin.import.csv')}
        rows={6}
        value={csv}
        placeholder={SAMPLE}
        onChange={(event) => {
          setCsv(event.target.value);
          setReport(null);
        }}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex gap={8} wrap>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => {
              setCsv(text);
              setReport(null);
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('admin.import.choose')}</Button>
        </Upload>
        <Button disabled={!csv.trim()} loading={run.isPending && run.variables} onClick={() => submit(true)}>
          {t('admin.import.check')}
        </Button>
        <Button
          type="primary"
          disabled={!report?.dryRun || report.result.valid === 0}
          loading={run.isPending && run.variables === false}
          onClick={() => submit(false)}
        >
          {t('admin.import.run', { count: report?.result.valid ?? 0 })}
        </Button>
      </Flex>
      {report && (
        <>
          <Alert
            type={report.result.invalid > 0 ? 'warning' : 'success'}
            showIcon
            title={
              report.dryRun
                ? t('admin.import.checked', { valid: report.result.valid, invalid: report.result.invalid })
                : t('admin.import.done', { invited: report.result.invited, invalid: report.result.invalid })
            }
          />
          <Table
            rowKey="line"
            size="small"
            dataSource={report.result.rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: t('admin.import.line'), dataIndex: 'line' },
              { title: t('admin.users.email'), dataIndex: 'email' },
              { title: t('admin.users.name'), dataIndex: 'name' },
              { title: t('admin.users.role'), dataIndex: 'role' },
              {
                title: t('admin.import.result'),
                dataIndex: 'error',
                render: (error: string | null) =>
                  error ? (
                    <Typography.Text type="danger">{t(`validation.${error}`)}</Typography.Text>
                  ) : (
                    <Typography.Text type="success">{t('admin.import.ok')}</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
