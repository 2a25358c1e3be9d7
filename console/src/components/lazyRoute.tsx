import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';

/** Spec section 9: a chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Loads a module, failing when it takes longer than the time-out. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A code-split route: its chunk loads on first render; when it fails (or times out) the page shows a
 * translated retry message instead of a blank screen, and Retry loads it again (React.lazy would keep
 * the failed promise forever).
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  function LazyRoute(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (component) {
        return;
      }
      let active = true;
      loadWithTimeout(load, timeoutMs).then(
        (module) => {
          loaded = module.default;
          if (active) {
            setComponent(() => module.default);
          }
        },
        () => {
          if (active) {
            setFailed(true);
          }
        },
      );
      return () => {
        active = false;
      };
    }, [attempt, component]);
    if (component) {
      const Component = component;
      return <Component {...props} />;
    }
    if (failed) {
      return (
        <ChunkFailed
          onRetry={() => {
            setFailed(false);
            setAttempt((value) => value + 1);
          }}
        />
      );
    }
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return LazyRoute;
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('app.chunk.retry')}
          </Button>
        }
      >
        {translate('app.chunk.failed')}
      </Alert>
    </Box>
  );
}
