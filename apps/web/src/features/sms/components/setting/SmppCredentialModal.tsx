import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedSmppCredential } from '@beacon/shared/api/smpp-access';
import { ApiError } from '@/shared/request';
import { useCreateSmppCredential } from '@/features/sms/smpp-queries';

/**
 * Creates an SMPP credential, then shows its password — the one time it exists outside the server's argon2id
 * hash. Closing forgets it: the state goes with the dialog.
 */
export function SmppCredentialModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSmppCredential();
  const [created, setCreated] = useState<CreatedSmppCredential | null>(null);
  const copy = { tooltips: [t('common.action.copy'), t('common.state.copied')] };

  function close() {
    setCreated(null);
    create.reset();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={created ? t('sms.smpp.createdTitle') : t('sms.smpp.createTitle')}
      okText={created ? t('sms.smpp.done') : t('sms.smpp.create')}
      cancelText={t('common.action.cancel')}
      cancelButtonProps={created ? { style: { display: 'none' } } : undefined}
      confirmLoading={create.isPending}
      onOk={() => (created ? close() : create.mutate(undefined, { onSuccess: setCreated }))}
      onCancel={close}
      mask={{ closable: !created }}
      width={560}
      destroyOnHidden
    >
      {created ? (
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('sms.smpp.passwordOnce')} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'systemId',
                label: t('sms.smpp.systemId'),
                children: (
                  <Typography.Text code copyable={copy}>
                    {created.systemId}
                  </Typography.Text>
                ),
              },
              {
                key: 'password',
                label: t('sms.smpp.password'),
                children: (
                  <Typography.Text code copyable={copy} data-testid="smpp-password">
                    {created.password}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('sms.smpp.createHelp')}</Typography.Paragraph>
          {create.error instanceof ApiError && <Alert type="error" showIcon title={create.error.message} />}
        </>
      )}
    </Modal>
  );
}
