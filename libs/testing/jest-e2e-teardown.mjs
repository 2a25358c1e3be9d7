// Jest global teardown of the e2e project: stops the shared stack jest-e2e-setup.mjs started.
export { stopStack as default } from './jest-e2e-setup.mjs';
