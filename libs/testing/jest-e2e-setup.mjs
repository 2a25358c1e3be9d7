// Jest global set-up of the e2e project: the infrastructure and the test databases (jest-global-setup.mjs),
// then the shared stack, every service and the gateway started once for all the files on free ports
// (src/e2e-stack.ts, loaded through tsx: Jest loads this file with Node's own loader). The services run
// from their compiled dist/ (npm run build first). jest-e2e-teardown.mjs stops them.
// The stack answers on the same Kafka topics as the services that integration and fault tests start:
// run the e2e project in a Jest run of its own (npm run test:int runs integration, then e2e).
import { tsImport } from 'tsx/esm/api';
import infrastructure from './jest-global-setup.mjs';

let running;

export default async function globalSetup() {
  infrastructure();
  const { startE2eStack } = await tsImport('./src/e2e-stack.ts', import.meta.url);
  running = await startE2eStack();
}

export async function stopStack() {
  await running?.stop();
  running = undefined;
}
