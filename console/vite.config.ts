/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway the dev server and `vite preview` forward API calls to, so the console is same-origin
// with the API (no CORS). In production the static files call the origin of public/config.js.
const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '3000'}`;
const proxy = Object.fromEntries(['/api', '/public', '/docs', '/webhooks', '/ops'].map((path) => [path, gateway]));
const port = Number(process.env.CONSOLE_PORT ?? 5173);

// The served console's security headers (a production web server sets the same): no framing, no
// foreign scripts; styles inline because MUI's emotion injects them; photos come from the gateway's
// signed links. The dev server goes without them (Vite injects inline scripts for hot reload).
const securityHeaders = {
  'content-security-policy': [
    "default-src 'self'",
    // Stripe.js (Billing tab's card entry) from js.stripe.com, its card field framed from there, its calls to api.stripe.com.
    "script-src 'self' https://js.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${gateway}`,
    "connect-src 'self' https://api.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export default defineConfig({
  plugins: [react()],
  // The object.entries polyfill (node-polyglot's) replaced by the browser's own (src/shims/object-entries.cjs).
  resolve: { alias: { 'object.entries': new URL('./src/shims/object-entries.cjs', import.meta.url).pathname } },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy, headers: securityHeaders },
  build: { manifest: true, chunkSizeWarningLimit: 1500, sourcemap: false },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
