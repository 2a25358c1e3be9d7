import { waitForStackReady } from '@callsheet/testing';
import { beforeAll } from '@jest/globals';

// Every e2e file starts on a settled shared stack (a set-up file of the e2e project, jest.config.mjs).
beforeAll(() => waitForStackReady());
