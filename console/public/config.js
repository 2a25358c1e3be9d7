// Runtime configuration of the console, replaced at deploy time (the bundle is built once).
// apiOrigin: where the gateway answers ('' = the same origin, as with `npm start`'s proxy).
globalThis.__CALLSHEET_CONFIG__ = { apiOrigin: '' };
