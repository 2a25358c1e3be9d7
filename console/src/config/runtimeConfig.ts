declare global {
  interface Window {
    __CALLSHEET_CONFIG__?: {
      apiOrigin?: string;
      /** Stripe's publishable key for Stripe.js on the Billing tab (account/stripe/CardSetupForm.tsx). */
      stripePublishableKey?: string;
    };
  }
}

/** The gateway's origin ('' = same origin, as behind `npm start`'s proxy), read from public/config.js at run time. */
export function apiOrigin(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__CALLSHEET_CONFIG__?.apiOrigin;
  return (configured ?? '').replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return `${apiOrigin()}${path}`;
}
