/**
 * The ALTCHA proof-of-work check (self-hosted; challenge from `/api/auth/captcha`). Works as an antd form
 * control: its value is the payload string the server verifies, or undefined until solved. The widget
 * texts come from our locale files.
 */
import 'altcha';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

export interface AltchaFieldHandle {
  /**
   * Puts the widget back to unsolved (after the server rejected a solution: 2014) without reporting a
   * change, so the caller can clear the field and show its own message without a validation overwriting it.
   */
  reset: () => void;
}

interface AltchaFieldProps {
  value?: string;
  onChange?: (payload: string | undefined) => void;
  ref?: Ref<AltchaFieldHandle>;
}

type AltchaElement = HTMLElement & Partial<AltchaWidgetMethods>;

const STRING_KEYS = [
  'ariaLinkLabel',
  'error',
  'expired',
  'footer',
  'label',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'verified',
  'verifying',
  'waitAlert',
] as const;

export function AltchaField({ onChange, ref }: AltchaFieldProps) {
  const { t, i18n } = useTranslation();
  const widgetRef = useRef<AltchaElement>(null);
  const [state, setState] = useState<AltchaState>('unverified');
  // The last payload handed to the form; the widget repeats states, the form should only hear changes.
  const reportedRef = useRef<string | undefined>(undefined);
  const strings = useMemo(
    () => JSON.stringify(Object.fromEntries(STRING_KEYS.map((key) => [key, t(`auth.captcha.${key}`)]))),
    // Recomputed when the language changes; `t` alone is stable across a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  useImperativeHandle(ref, () => ({
    reset: () => {
      reportedRef.current = undefined;
      widgetRef.current?.reset?.();
      setState('unverified');
    },
  }));

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const handleStateChange = (event: Event) => {
      const { state: next, payload } = (event as AltchaStateChangeEvent).detail;
      setState(next);
      const value = next === 'verified' ? payload : undefined;
      if (value === reportedRef.current) return;
      reportedRef.current = value;
      onChange?.(value);
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, [onChange]);

  useEffect(() => {
    widgetRef.current?.configure?.({ strings });
  }, [strings]);

  return (
    <Flex vertical gap={4}>
      <altcha-widget
        ref={widgetRef}
        challengeurl={CAPTCHA_CHALLENGE_URL}
        strings={strings}
        hidelogo
        style={{ '--altcha-max-width': '100%', '--altcha-border-radius': '6px' }}
      />
      {(state === 'error' || state === 'expired') && (
        <Button
          size="small"
          type="link"
          icon={<ReloadOutlined />}
          style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          onClick={() => {
            widgetRef.current?.reset?.();
            setState('unverified');
          }}
        >
          {t('auth.captcha.retry')}
        </Button>
      )}
    </Flex>
  );
}
