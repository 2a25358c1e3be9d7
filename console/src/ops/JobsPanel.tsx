import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../dataProvider/apiError';
import { useLiveQuery } from './live';
import { fetchJobs, JOB_STATES, removeJob, retryJob, type JobRecord, type JobState, type QueueRecord } from './opsApi';
import { formatCount, formatMoment } from './opsFormat';
import { FirstLoad } from './PageState';
import { Pager } from './Pager';
import {
  attemptsShown,
  currentCursor,
  FIRST_PAGE,
  jobActions,
  nextPage,
  pageNumber,
  previousPage,
  stateCount,
} from './queueRules';

const Q = 'resources.ops.queues';

/**
 * The jobs of one queue in one state, newest first, 25 a page by cursor (live), with Retry for a
 * failed job and Remove (confirmed first) for any job not being processed.
 */
export function JobsPanel({
  queue,
  state,
  onState,
}: {
  queue: QueueRecord;
  state: JobState;
  onState: (state: JobState) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [trail, setTrail] = useState(FIRST_PAGE);
  const [busy, setBusy] = useState<string | undefined>();
  const [removing, setRemoving] = useState<JobRecord | undefined>();
  const cursor = currentCursor(trail);
  const jobs = useLiveQuery(['jobs', queue.name, state, cursor ?? ''], () => fetchJobs(queue.name, state, cursor));
  const page = jobs.data;
  // The job a page started after was retried or removed since (400 on starting_after): back to the first page.
  const lostCursor =
    cursor !== undefined && jobs.error instanceof ApiError && jobs.error.status === 400 && page === undefined;
  useEffect(() => {
    if (lostCursor) {
      setTrail(FIRST_PAGE);
    }
  }, [lostCursor]);

  const act = async (job: JobRecord, action: 'retry' | 'remove') => {
    setBusy(job.id);
    try {
      if (action === 'retry') {
        await retryJob(queue.name, job.id);
        notify(`${Q}.retried`, { type: 'success', messageArgs: { id: job.id } });
      } else {
        await removeJob(queue.name, job.id);
        notify(`${Q}.removed`, { type: 'success', messageArgs: { id: job.id } });
      }
    } catch (error) {
      notify(error instanceof ApiError || error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setBusy(undefined);
      setRemoving(undefined);
      await queryClient.invalidateQueries({ queryKey: ['ops'] });
    }
  };

  const heading = translate(`${Q}.jobsOf`, { queue: queue.name });
  return (
    <Card variant="outlined" component="section" aria-label={heading} data-testid="ops-jobs">
      <CardContent>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        <Tabs
          value={state}
          onChange={(_, value: JobState) => onState(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate(`${Q}.stateTabs`, { queue: queue.name })}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {JOB_STATES.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              label={translate(`${Q}.stateTab`, {
                state: translate(`resources.ops.states.${entry}`),
                count: formatCount(stateCount(queue.counts, entry), locale),
              })}
              data-testid={`ops-jobs-tab-${entry}`}
            />
          ))}
        </Tabs>
        {page === undefined ? (
          <FirstLoad error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : page.data.length === 0 ? (
          <Typography sx={{ py: 3 }} data-testid="ops-jobs-empty">
            {translate(`${Q}.noJobs.${state}`)}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={heading}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${Q}.columns.job`)}</TableCell>
                  {state === 'failed' && <TableCell>{translate(`${Q}.columns.error`)}</TableCell>}
                  <TableCell align="right">{translate(`${Q}.columns.attempts`)}</TableCell>
                  <TableCell>{translate(`${Q}.columns.times`)}</TableCell>
                  <TableCell align="right">{translate(`${Q}.columns.actions`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.data.map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    state={state}
                    busy={busy === job.id}
                    onRetry={() => void act(job, 'retry')}
                    onRemove={() => setRemoving(job)}
                  />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {page && (
          <Pager
            page={pageNumber(trail)}
            hasPrevious={trail.cursors.length > 1}
            hasNext={page.has_more}
            onPrevious={() => setTrail(previousPage(trail))}
            onNext={() => setTrail(nextPage(trail, page))}
          />
        )}
      </CardContent>
      <Confirm
        isOpen={removing !== undefined}
        loading={busy !== undefined}
        title={translate(`${Q}.removeTitle`, { id: removing?.id ?? '' })}
        content={translate(`${Q}.removeContent`, { queue: queue.name })}
        confirm={translate(`${Q}.remove`)}
        confirmColor="primary"
        onConfirm={() => removing && void act(removing, 'remove')}
        onClose={() => setRemoving(undefined)}
      />
    </Card>
  );
}

function JobRow({
  job,
  state,
  busy,
  onRetry,
  onRemove,
}: {
  job: JobRecord;
  state: JobState;
  busy: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const actions = jobActions(job.state || state);
  const attempts = attemptsShown(job);
  const times: [string, string | number | undefined][] = [
    ['created', job.createdAt],
    ['processed', job.processedAt],
    [state === 'delayed' ? 'delayUntil' : 'finished', state === 'delayed' ? job.delayUntil : job.finishedAt],
  ];
  return (
    <TableRow data-testid={`ops-job-${job.id}`}>
      <TableCell sx={{ minWidth: 140, maxWidth: 200 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {job.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          #{job.id}
        </Typography>
      </TableCell>
      {state === 'failed' && (
        <TableCell sx={{ minWidth: 200, maxWidth: 320 }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {job.failedReason || translate(`${Q}.noError`)}
          </Typography>
          {job.stacktrace && job.stacktrace.length > 0 && (
            <Box component="details" sx={{ mt: 0.5 }}>
              <Box component="summary" sx={{ cursor: 'pointer', typography: 'caption' }}>
                {translate(`${Q}.stacktrace`)}
              </Box>
              <Box
                component="pre"
                // Scrolls when long: reachable by keyboard, named for screen readers.
                tabIndex={0}
                role="region"
                aria-label={translate(`${Q}.stacktraceOf`, { id: job.id })}
                sx={{
                  typography: 'caption',
                  fontFamily: 'monospace',
                  whiteSpace: 'pre-wrap',
                  // Paths and ids have no spaces: broken anywhere, the trace keeps to its column.
                  wordBreak: 'break-all',
                  m: 0,
                  maxHeight: 240,
                  overflow: 'auto',
                }}
              >
                {job.stacktrace[job.stacktrace.length - 1]}
              </Box>
            </Box>
          )}
        </TableCell>
      )}
      <TableCell align="right" sx={{ minWidth: 88 }}>
        {translate(`${Q}.${attempts.key}`, {
          made: formatCount(attempts.made, locale),
          max: formatCount(attempts.max, locale),
          smart_count: attempts.extra,
          extra: formatCount(attempts.extra, locale),
        })}
      </TableCell>
      {/* A moment's label may wrap above its value; the value stays whole. The table then fits a
          1280-pixel screen beside the drawer, its actions in view, in each language. */}
      <TableCell>
        {times
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <Typography key={label} variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {translate(`${Q}.columns.${label}`)}
              </Box>{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoment(value!, locale)}
              </Box>
            </Typography>
          ))}
      </TableCell>
      <TableCell align="right">
        <Stack sx={{ gap: 1, alignItems: 'flex-end' }}>
          {actions.includes('retry') && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReplayIcon />}
              disabled={busy}
              onClick={onRetry}
              aria-label={translate(`${Q}.retryNamed`, { id: job.id })}
            >
              {translate(`${Q}.retry`)}
            </Button>
          )}
          {actions.includes('remove') && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={busy}
              onClick={onRemove}
              aria-label={translate(`${Q}.removeNamed`, { id: job.id })}
            >
              {translate(`${Q}.remove`)}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
