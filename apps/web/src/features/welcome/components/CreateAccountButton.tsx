import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '@/shared/session';

/**
 * Opens the create-account stepper, or explains why not when the organisation already has the maximum.
 * Hidden from users, who use the accounts an admin granted them.
 */
export function CreateAccountButton({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isFull = count >= max;
  // Accounts are the organisation's: only its owners and admins create them (the server says 1006 to others).
  if (useUserInfo().data?.role !== 'admin') return null;
  return (
    <Tooltip title={isFull ? t('welcome.create.limitReached', { max }) : undefined}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={isFull}
        onClick={() => void navigate('/welcome/new')}
      >
        {t('welcome.create.button')}
      </Button>
    </Tooltip>
  );
}
