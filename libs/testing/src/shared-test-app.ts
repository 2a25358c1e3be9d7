// Jest's globals, not an import of @jest/globals: the barrel of @callsheet/testing is also loaded
// outside Jest (the benches), where that module has nothing to export.
declare const beforeAll: (hook: () => Promise<void>) => void;
declare const afterAll: (hook: () => Promise<void>) => void;

/**
 * The app one spec file's tests share: started before its first test and closed after its last. The
 * object returned is filled in by that beforeAll, so tests and hooks use it, never the module's body.
 */
export function sharedTestApp<App extends { close(): Promise<void> }>(start: () => Promise<App>): App {
  const shared = {} as App;
  beforeAll(async () => {
    Object.assign(shared, await start());
  });
  afterAll(async () => {
    // Nothing to close when the start failed (beforeAll reports that).
    if ('close' in shared) {
      await shared.close();
    }
  });
  return shared;
}
