// Integration and end-to-end tests wait on real brokers and processes: allow them two minutes each.
// (testTimeout is a global Jest option; a setup file is how one project gets its own.)
import { jest } from '@jest/globals';

jest.setTimeout(120_000);
