/**
 * The security headers of every answer (console pages, assets, the API, the API reference), in one place
 * with the reason for each allowance. The Content-Security-Policy is the one the built console really runs
 * under: the browser journeys (e2e) fail on any violation it reports.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Scripts: only files from our own origin. The built index.html has no inline script (Vite emits
 * `<script type="module" src>`), nothing calls eval, so neither a nonce nor 'unsafe-eval' is needed, and
 * inline event-handler attributes are refused outright.
 *
 * Styles: 'self' plus 'unsafe-inline', on purpose. antd's CSS-in-JS could carry a nonce (ConfigProvider
 * `csp`), but other code injects <style> elements with no way to pass one: the modal and drawer scroll
 * lock of @rc-component/portal, the selector probe of @ant-design/cssinjs and the ALTCHA widget's own
 * stylesheet; and inline `style` attributes come in through innerHTML (ECharts tooltips). A nonce would
 * break those or flood the console with violations. The risk we accept is injected CSS, not script: with
 * scripts locked to 'self', and images, fonts and connections locked to our origin, injected CSS can
 * neither run code nor send data anywhere else.
 */
function contentSecurityPolicyDirectives(publicUrl: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the avatar and identity-photo previews, which are read from the chosen file (FileReader).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The ALTCHA widget solves its proof of work in a worker it builds from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Over plain http (a laptop, the browser tests) the upgrade would send the page's own requests to an
  // https port that does not exist.
  if (isHttps(publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function isHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/** The headers helmet sets (names in lower case, as Fastify writes its own). */
type HeaderList = [name: string, value: number | string | string[]][];

export const securityHeadersPlugin = fp(
  async (app, options: { publicUrl: string }) => {
    // Not `global`: @fastify/helmet would build every helmet middleware again for each request, parsing and
    // checking the whole policy each time (5 % of the send API's CPU, docs/performance.md). What helmet sets
    // depends on these options only, so the first request's headers are recorded and every answer gets them.
    await app.register(helmet, {
      global: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(options.publicUrl),
      },
      xFrameOptions: { action: 'deny' },
      // Reset, sign-up and identity-verification links carry their secret in the path (/findPassword/<token>,
      // /signup/<id>, /ekyc/<token>): no request may pass the page address on, not even to our own origin's
      // access logs. The console needs no Referer.
      referrerPolicy: { policy: 'no-referrer' },
      // Pinning https on a deployment that is served over http would lock browsers out of it.
      strictTransportSecurity: isHttps(options.publicUrl)
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
    let headers: HeaderList | null = null;
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw;
      if (headers) {
        for (const [name, value] of headers) response.setHeader(name, value);
        // helmet also removes X-Powered-By, which nothing here sets.
        response.removeHeader('X-Powered-By');
      } else {
        const before = new Set(response.getHeaderNames());
        reply.helmet();
        headers = response
          .getHeaderNames()
          .filter((name) => !before.has(name))
          .map((name) => [name, response.getHeader(name)!]);
      }
      done();
    });
  },
  { name: 'beacon-security-headers' },
);
