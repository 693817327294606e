/**
 * Console entry: zod without eval before any schema is built (the page's Content-Security-Policy refuses
 * eval), i18n next (pages read it as they load), the wired HTTP client, then the app.
 */
import '@beacon/shared/zod-without-eval';
import './shared/i18n';
import './app/http-client';
import 'nprogress/nprogress.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
