#!/usr/bin/env node
// stripe-mock's fixtures for Callsheet: its bundled fixtures3.json with two changes, written where
// `stripe-mock -fixtures` reads it (scripts/infra/lib/stripe-mock.sh runs this at install and start).
//
//   node scripts/infra/stripe-mock-fixtures.mjs <bundled fixtures3.json> <output.json>
//
// The bundled file comes from the Go module cache (`go mod download -json
// github.com/stripe/stripe-mock@<version>` names its Dir: embedded/openapi/fixtures3.json), so the
// fixtures always match the stripe-mock binary that was built; nothing else in it changes.
//
// 1. resources.balance: the bundled balance holds $0.00 available and pending and no instant_available,
//    so an instant payout could only ever be refused (instantPayoutOverAvailable) and the console's
//    balance showed zeros. In USD, minor units:
//
//    | field             | amount  | shown as  | why                                                      |
//    | ----------------- | ------- | --------- | -------------------------------------------------------- |
//    | available         | 125,000 | $1,250.00 | funds settled to the connected account                   |
//    | pending           |  31,000 |   $310.00 | funds not settled yet (a different number, so a screen   |
//    |                   |         |           | that mixes the two up is caught)                         |
//    | instant_available |  80,000 |   $800.00 | the part of available Stripe lets out instantly: less    |
//    |                   |         |           | than available, as on Stripe; a test refusing "over the  |
//    |                   |         |           | instant balance" asks for more than $800.00              |
//
//    stripe-mock is stateless: every account, at every moment, has this balance (a payout made does
//    not lower it).
// 2. resources.bank_account and resources.external_account (the bank account stripe-mock answers for
//    an account's external accounts): available_payout_methods ['instant', 'standard']. The bundled
//    fixture has none, and the payments service pays out instantly only to an external account that
//    lists 'instant' there (services/payments/src/account/domain/external-account.ts), as Stripe does.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const BALANCE_USD = { available: 125_000, pending: 31_000, instant_available: 80_000 };
const PAYOUT_METHODS = ['instant', 'standard'];

function amount(cents) {
  return { amount: cents, currency: 'usd', source_types: { card: cents } };
}

function callsheetFixtures(bundled) {
  const resources = bundled?.resources;
  for (const name of ['balance', 'bank_account', 'external_account']) {
    if (resources?.[name]?.object === undefined) {
      throw new Error(`the bundled fixtures have no resources.${name}: check this script against the new stripe-mock`);
    }
  }
  return {
    ...bundled,
    resources: {
      ...resources,
      balance: {
        ...resources.balance,
        available: [amount(BALANCE_USD.available)],
        pending: [amount(BALANCE_USD.pending)],
        instant_available: [amount(BALANCE_USD.instant_available)],
      },
      bank_account: { ...resources.bank_account, available_payout_methods: PAYOUT_METHODS },
      external_account: { ...resources.external_account, available_payout_methods: PAYOUT_METHODS },
    },
  };
}

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node stripe-mock-fixtures.mjs <bundled fixtures3.json> <output.json>');
  process.exit(2);
}
const fixtures = callsheetFixtures(JSON.parse(readFileSync(input, 'utf8')));
// Written next to the output then renamed: a stripe-mock starting meanwhile never reads half a file.
writeFileSync(`${output}.tmp`, `${JSON.stringify(fixtures)}\n`);
renameSync(`${output}.tmp`, output);
