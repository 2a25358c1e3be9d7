import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { JobsPanel } from './JobsPanel';
import { useLiveQuery, useSamples } from './live';
import LiveChart from './LiveChart';
import { LiveStatus } from './LiveStatus';
import { fetchQueues, JOB_STATES, type QueueRecord } from './opsApi';
import { formatCount } from './opsFormat';
import { FirstLoad } from './PageState';
import { StatusChip } from './StatusChip';
import { depthSample, isJobState, queueDepth, stateCount } from './queueRules';

const Q = 'resources.ops.queues';

const depthValues = (queues: QueueRecord[]) => depthSample(queues);

/**
 * /operations/queues: each BullMQ queue's counts per state (live), its depth over the last minutes,
 * and the jobs of the chosen queue and state (?queue=…&state=…) with the actions their state allows.
 */
export default function QueuesPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const queues = useLiveQuery(['queues'], fetchQueues);
  const history = useSamples(queues.data, queues.dataUpdatedAt, depthValues);
  const list = queues.data ?? [];
  const chosen = list.find((queue) => queue.name === params.get('queue')) ?? list[0];
  const stateParam = params.get('state');
  const state = isJobState(stateParam) ? stateParam : 'failed';

  const choose = (queue: string, nextState = state) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('queue', queue);
      next.set('state', nextState);
      return next;
    });

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="ops-queues">
      <Title title={translate(`${Q}.title`)} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate(`${Q}.title`)}
        </Typography>
        <LiveStatus updatedAt={queues.dataUpdatedAt} error={queues.error} onRetry={() => void queues.refetch()} />
      </Stack>
      {queues.data === undefined ? (
        <FirstLoad error={queues.error} onRetry={() => void queues.refetch()} />
      ) : list.length === 0 ? (
        <Typography data-testid="ops-queues-empty">{translate(`${Q}.empty`)}</Typography>
      ) : (
        <>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
            role="list"
          >
            {list.map((queue) => (
              <QueueCard
                key={queue.name}
                queue={queue}
                selected={queue.name === chosen?.name}
                onSelect={() => choose(queue.name)}
              />
            ))}
          </Box>
          <LiveChart
            title={translate(`${Q}.depthChart`)}
            help={translate(`${Q}.depthHelp`)}
            empty={translate(`${Q}.noDepth`)}
            history={history}
            testId="ops-depth-chart"
          />
          {chosen && (
            <JobsPanel
              key={`${chosen.name}/${state}`}
              queue={chosen}
              state={state}
              onState={(next) => choose(chosen.name, next)}
            />
          )}
        </>
      )}
    </Box>
  );
}

function QueueCard({ queue, selected, onSelect }: { queue: QueueRecord; selected: boolean; onSelect: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card
      variant="outlined"
      role="listitem"
      data-testid={`ops-queue-${queue.name}`}
      sx={selected ? { borderColor: 'primary.main', outline: '1px solid', outlineColor: 'primary.main' } : undefined}
    >
      <CardActionArea onClick={onSelect} aria-current={selected ? 'true' : undefined}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {queue.name}
            </Typography>
            {queue.paused && <StatusChip tone="warning" label={translate(`${Q}.paused`)} />}
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
          >
            {JOB_STATES.map((state) => {
              const count = stateCount(queue.counts, state);
              return (
                <Box key={state} sx={{ display: 'contents' }} data-testid={`ops-queue-${queue.name}-${state}`}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {translate(`resources.ops.states.${state}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      textAlign: 'right',
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: state === 'failed' && count > 0 ? 700 : undefined,
                      color: state === 'failed' && count > 0 ? 'error.main' : undefined,
                    }}
                  >
                    {formatCount(count, locale)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {translate(`${Q}.depth`, { depth: formatCount(queueDepth(queue.counts), locale) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
