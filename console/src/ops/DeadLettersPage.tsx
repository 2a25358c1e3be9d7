import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../dataProvider/apiError';
import { canReplay, letterKey, pendingLetters } from './deadLetterRules';
import { SLOW_POLL_MS, useLiveQuery } from './live';
import { LiveStatus } from './LiveStatus';
import { fetchDeadLetters, fetchTopics, replayDeadLetters, type DeadLetterRecord } from './opsApi';
import { formatCount, formatMoment } from './opsFormat';
import { FirstLoad } from './PageState';
import { StatusChip } from './StatusChip';
import { BreakableName, deadLettersPath } from './TopicsPage';
import { deadLetterDepth } from './topicRules';

const D = 'resources.ops.deadLetters';

/**
 * /operations/dead-letters/{topic}: what `<topic>.dlq` holds, with the headers the consumer that gave
 * up wrote (reason, consumer, attempts, event type and id, where it was read), each replayable once
 * onto the topic, or all at once (confirmed first). Without a topic: the topics that have dead letters.
 */
export default function DeadLettersPage() {
  const { topic } = useParams<{ topic: string }>();
  return topic ? <TopicDeadLetters topic={topic} /> : <DeadLetterIndex />;
}

type Confirming = { kind: 'all' } | { kind: 'one'; letter: DeadLetterRecord };

function TopicDeadLetters({ topic }: { topic: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const letters = useLiveQuery(['dead-letters', topic], () => fetchDeadLetters(topic), SLOW_POLL_MS);
  const [replayedHere, setReplayedHere] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming | undefined>();
  const [busy, setBusy] = useState(false);
  const list = letters.data?.data ?? [];
  const pending = pendingLetters(list, replayedHere);
  const title = translate(`${D}.title`, { topic });

  const replay = async (what: Confirming) => {
    setBusy(true);
    try {
      const one = what.kind === 'one' ? { partition: what.letter.partition, offset: what.letter.offset } : undefined;
      const result = await replayDeadLetters(topic, one);
      const keys = what.kind === 'one' ? [letterKey(what.letter)] : result.deadLetters.map(letterKey);
      setReplayedHere((previous) => new Set([...previous, ...keys]));
      notify(`${D}.done`, { type: 'success', messageArgs: { smart_count: result.replayed } });
    } catch (error) {
      notify(error instanceof ApiError || error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(undefined);
      await queryClient.invalidateQueries({ queryKey: ['ops'] });
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="ops-dead-letters">
      <Title title={title} />
      <Box>
        <Button component={RouterLink} to="/operations/topics" startIcon={<ArrowBackIcon />} size="small">
          {translate(`${D}.back`)}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <LiveStatus updatedAt={letters.dataUpdatedAt} error={letters.error} onRetry={() => void letters.refetch()} />
      </Stack>
      {letters.data === undefined ? (
        letters.error instanceof ApiError && letters.error.status === 404 ? (
          <Alert severity="info" data-testid="ops-dead-letters-not-found">
            {translate(`${D}.notFound`, { topic })}
          </Alert>
        ) : (
          <FirstLoad error={letters.error} onRetry={() => void letters.refetch()} />
        )
      ) : list.length === 0 ? (
        <Card variant="outlined" data-testid="ops-dead-letters-empty">
          <CardContent>
            <Typography variant="h6" component="p">
              {translate(`${D}.empty`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`${D}.emptyHelp`)}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
              <Button
                variant="contained"
                startIcon={<ReplayIcon />}
                disabled={pending.length === 0 || busy}
                onClick={() => setConfirming({ kind: 'all' })}
              >
                {translate(`${D}.replayAll`, { count: pending.length })}
              </Button>
            </Stack>
            {letters.data.truncated && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate(`${D}.truncated`)}
              </Alert>
            )}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${D}.columns.message`)}</TableCell>
                    <TableCell>{translate(`${D}.columns.event`)}</TableCell>
                    <TableCell>{translate(`${D}.columns.consumer`)}</TableCell>
                    <TableCell>{translate(`${D}.columns.reason`)}</TableCell>
                    <TableCell align="right">{translate(`${D}.columns.actions`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((letter) => (
                    <LetterRow
                      key={letterKey(letter)}
                      letter={letter}
                      replayable={canReplay(letter, replayedHere)}
                      busy={busy}
                      onReplay={() => setConfirming({ kind: 'one', letter })}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirming !== undefined}
        loading={busy}
        title={
          confirming?.kind === 'all'
            ? translate(`${D}.replayAllTitle`, { smart_count: pending.length })
            : translate(`${D}.replayTitle`)
        }
        content={translate(confirming?.kind === 'all' ? `${D}.replayAllContent` : `${D}.replayContent`, { topic })}
        confirm={translate(`${D}.replay`)}
        onConfirm={() => confirming && void replay(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}

function LetterRow({
  letter,
  replayable,
  busy,
  onReplay,
}: {
  letter: DeadLetterRecord;
  replayable: boolean;
  busy: boolean;
  onReplay: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unknown = translate(`${D}.unknown`);
  return (
    <TableRow data-testid={`ops-dead-letter-${letter.partition}-${letter.offset}`}>
      <TableCell sx={{ maxWidth: 240 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {translate(`${D}.position`, { partition: letter.partition, offset: letter.offset })}
        </Typography>
        {letter.timestamp !== undefined && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {translate(`${D}.timeLine`, { date: formatMoment(letter.timestamp, locale) })}
          </Typography>
        )}
        {letter.key && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {translate(`${D}.key`, { key: letter.key })}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ maxWidth: 280 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {letter.eventType ?? unknown}
        </Typography>
        {letter.eventId && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {letter.eventId}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ maxWidth: 220 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {letter.consumer ?? unknown}
        </Typography>
        {letter.attempts !== undefined && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {translate(`${D}.attemptsLine`, { count: letter.attempts })}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 200, wordBreak: 'break-word' }}>
        <Typography variant="body2">{letter.reason ?? unknown}</Typography>
        {letter.source && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {translate(`${D}.sourceLine`, { source: letter.source })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {replayable ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={busy}
            onClick={onReplay}
            aria-label={translate(`${D}.replayNamed`, { partition: letter.partition, offset: letter.offset })}
          >
            {translate(`${D}.replay`)}
          </Button>
        ) : (
          <StatusChip
            tone="success"
            label={
              letter.replayedAt === undefined || letter.replayedAt === null
                ? translate(`${D}.replayed`)
                : translate(`${D}.replayedOn`, { date: formatMoment(letter.replayedAt, locale) })
            }
          />
        )}
      </TableCell>
    </TableRow>
  );
}

/** /operations/dead-letters: the topics whose dead-letter topic holds messages, the deepest first. */
function DeadLetterIndex() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const topics = useLiveQuery(['topics'], fetchTopics);
  const withLetters = (topics.data?.topics ?? [])
    .filter((topic) => deadLetterDepth(topic) > 0)
    .sort((a, b) => deadLetterDepth(b) - deadLetterDepth(a) || a.name.localeCompare(b.name));
  const title = translate('resources.ops.menu.dead-letters');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="ops-dead-letter-index">
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <LiveStatus updatedAt={topics.dataUpdatedAt} error={topics.error} onRetry={() => void topics.refetch()} />
      </Stack>
      {topics.data === undefined ? (
        <FirstLoad error={topics.error} onRetry={() => void topics.refetch()} />
      ) : withLetters.length === 0 ? (
        <Card variant="outlined" data-testid="ops-dead-letters-empty">
          <CardContent>
            <Typography variant="h6" component="p">
              {translate(`${D}.empty`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`${D}.emptyHelp`)}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Card variant="outlined">
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.ops.topics.columns.name')}</TableCell>
                <TableCell align="right">{translate('resources.ops.topics.columns.deadLetters')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {withLetters.map((topic) => (
                <TableRow key={topic.name}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    <Link component={RouterLink} to={deadLettersPath(topic.name)}>
                      <BreakableName name={topic.name} />
                    </Link>
                  </TableCell>
                  <TableCell align="right">{formatCount(deadLetterDepth(topic), locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}
