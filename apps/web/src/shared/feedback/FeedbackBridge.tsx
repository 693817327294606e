import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedbackApi } from './feedback';

/** Mounted inside antd's <App>: hands its themed message/modal APIs to non-React callers. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useLayoutEffect(() => {
    setFeedbackApi({ message, modal });
    return () => setFeedbackApi(null);
  }, [message, modal]);
  return null;
}
