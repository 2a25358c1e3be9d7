// Runtime configuration of the console, replaced at deploy time (the bundle is built once).
// apiOrigin: where the gateway answers ('' = the same origin, as with `npm start`'s proxy).
// stripePublishableKey: Stripe's publishable key (pk_live_... or pk_test_...) for card entry on the
// Billing tab (Stripe.js); '' leaves card entry off.
globalThis.__CALLSHEET_CONFIG__ = { apiOrigin: '', stripePublishableKey: '' };
