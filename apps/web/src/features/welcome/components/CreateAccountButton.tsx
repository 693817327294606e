import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Opens the create-account stepper, or explains why not when the user already has the maximum. */
export function CreateAccountButton({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isFull = count >= max;
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
