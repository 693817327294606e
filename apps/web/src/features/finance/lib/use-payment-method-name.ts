import { useTranslation } from 'react-i18next';

/** A payment method's name; one the console does not know yet shows as sent. */
export function usePaymentMethodName(): (method: string | null) => string {
  const { t } = useTranslation();
  return (method) => (method ? t(`finance.method.${method}`, { defaultValue: method }) : '—');
}
