import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelEmailChange } from '../queries';
import { EmailConfirmModal } from './EmailConfirmModal';

/** While a new sign-in e-mail waits for its code: where the code went, and enter it or cancel. */
export function PendingEmailAlert({ pendingEmail }: { pendingEmail: string | null }) {
  const { t } = useTranslation();
  const cancel = useCancelEmailChange();
  const [isOpen, setOpen] = useState(false);
  if (!pendingEmail) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={t('user.email.pending', { email: pendingEmail })}
        description={t('user.email.pendingHint')}
        action={
          <Flex vertical gap={4}>
            <Button size="small" type="primary" onClick={() => setOpen(true)}>
              {t('user.email.enterCode')}
            </Button>
            <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
              {t('user.email.cancel')}
            </Button>
          </Flex>
        }
      />
      <EmailConfirmModal open={isOpen} pendingEmail={pendingEmail} onClose={() => setOpen(false)} />
    </>
  );
}
