/**
 * A bridge from non-React code (the HTTP client) to antd's message and modal APIs. The APIs from
 * `App.useApp()` follow the theme and locale of the ConfigProvider; until the bridge is mounted, antd's
 * static functions stand in so an early failure is never swallowed.
 */
import { Modal, message as staticMessage, type App } from 'antd';

export type FeedbackApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal'>;

let feedbackApi: FeedbackApi | null = null;

export function setFeedbackApi(api: FeedbackApi | null): void {
  feedbackApi = api;
}

export function showErrorMessage(text: string, durationSeconds: number): void {
  // Keyed by text: five calls failing the same way show one toast, not a stack of five.
  const options = { key: `error:${text}`, content: text, duration: durationSeconds };
  if (feedbackApi) void feedbackApi.message.error(options);
  else void staticMessage.error(options);
}

const RETRYING_KEY = 'unavailable-retrying';

/** One notice, updated in place, while calls wait for an unavailable server before trying again. */
export function showRetryingMessage(text: string): void {
  const options = { key: RETRYING_KEY, content: text, duration: 0 };
  if (feedbackApi) void feedbackApi.message.warning(options);
  else void staticMessage.warning(options);
}

export function hideRetryingMessage(): void {
  if (feedbackApi) feedbackApi.message.destroy(RETRYING_KEY);
  else staticMessage.destroy(RETRYING_KEY);
}

export type ProgressNoticeType = 'loading' | 'success' | 'error';

/**
 * A notice that moves through loading → success or error in one place (one key), e.g. the server menu load
 * of spec section 4. Loading stays until replaced; the outcome goes after a few seconds.
 */
export function showProgressNotice(key: string, type: ProgressNoticeType, text: string): void {
  const options = { key, type, content: text, duration: type === 'loading' ? 0 : 3 };
  if (feedbackApi) void feedbackApi.message.open(options);
  else void staticMessage.open(options);
}

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
}

/** A confirm dialog that resolves once it has closed, whichever button closed it. */
export function openConfirm(options: ConfirmOptions): Promise<void> {
  return new Promise((resolve) => {
    const config = { ...options, afterClose: () => resolve() };
    if (feedbackApi) feedbackApi.modal.confirm(config);
    else Modal.confirm(config);
  });
}
