import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface ResendButtonProps {
  remaining: number;
  loading: boolean;
  onClick: () => void;
  label?: string;
}

/** "Resend code", disabled with the seconds left while the previous code is still fresh. */
export function ResendButton({ remaining, loading, onClick, label }: ResendButtonProps) {
  const { t } = useTranslation();
  const text = label ?? t('auth.code.resend');
  return (
    <Button
      type="link"
      style={{ paddingInline: 0 }}
      disabled={remaining > 0}
      loading={loading}
      onClick={onClick}
    >
      {remaining > 0 ? t('auth.code.resendIn', { text, seconds: remaining }) : text}
    </Button>
  );
}
