import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useLiveQuery, useSamples } from './live';
import LiveChart from './LiveChart';
import { LiveStatus } from './LiveStatus';
import { fetchTopics, type TopicRecord } from './opsApi';
import { formatCount } from './opsFormat';
import { FirstLoad } from './PageState';
import { Pager } from './Pager';
import { StatusChip } from './StatusChip';
import { keepSeries } from './samples';
import {
  deadLetterDepth,
  groupsToShow,
  knownGroupState,
  lagSample,
  listedTopics,
  pageOf,
  seriesTopic,
  topicTotals,
} from './topicRules';

const T = 'resources.ops.topics';

const lagValues = (answer: { topics: TopicRecord[] }) => lagSample(answer.topics);

/** The address of a topic's dead letters. */
export function deadLettersPath(topic: string): string {
  return `/operations/dead-letters/${encodeURIComponent(topic)}`;
}

/**
 * /operations/topics: every Kafka topic with its partitions, end offset, retained messages, each
 * consumer group's lag and the depth of its dead-letter topic (live), filtered by name, and the lag of
 * the consumer groups over the last minutes.
 */
export default function TopicsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const [withDeadLetterTopics, setWithDeadLetterTopics] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const topics = useLiveQuery(['topics'], fetchTopics);
  const history = useSamples(topics.data, topics.dataUpdatedAt, lagValues);
  const listed = listedTopics(topics.data?.topics ?? [], text, withDeadLetterTopics);
  const totals = topicTotals(listed);
  const { items: shown, page, pages } = pageOf(listed, pageNumber);
  // The chart follows the filter: the lag of the groups of the topics listed.
  const listedNames = new Set(listed.map((topic) => topic.name));
  const listedHistory = keepSeries(history, (key) => listedNames.has(seriesTopic(key)));
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="ops-topics">
      <Title title={translate(`${T}.title`)} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`)}
        </Typography>
        <LiveStatus updatedAt={topics.dataUpdatedAt} error={topics.error} onRetry={() => void topics.refetch()} />
      </Stack>
      {topics.data === undefined ? (
        <FirstLoad error={topics.error} onRetry={() => void topics.refetch()} />
      ) : (
        <>
          <LiveChart
            title={translate(`${T}.lagChart`)}
            help={translate(`${T}.lagHelp`)}
            empty={translate(`${T}.noLag`)}
            history={listedHistory}
            testId="ops-lag-chart"
          />
          <Card variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 1 }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
                  <TextField
                    label={translate(`${T}.filter`)}
                    value={text}
                    onChange={(event) => {
                      setText(event.target.value);
                      setPageNumber(1);
                    }}
                    size="small"
                    type="search"
                    sx={{ minWidth: 280 }}
                  />
                  <FormControlLabel
                    control={
                      <Switch
                        checked={withDeadLetterTopics}
                        onChange={(event) => {
                          setWithDeadLetterTopics(event.target.checked);
                          setPageNumber(1);
                        }}
                      />
                    }
                    label={translate(`${T}.showDeadLetterTopics`)}
                  />
                </Stack>
                <Typography variant="body2" data-testid="ops-topics-totals">
                  {translate(`${T}.totals`, {
                    lag: formatCount(totals.lag, locale),
                    deadLetters: formatCount(totals.deadLetters, locale),
                  })}
                </Typography>
              </Stack>
              {!topics.data.complete && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {translate(`${T}.incomplete`, { count: formatCount(topics.data.topics.length, locale) })}
                </Typography>
              )}
              {shown.length === 0 ? (
                <Typography sx={{ py: 3 }} data-testid="ops-topics-empty">
                  {text.trim() ? translate(`${T}.emptyFiltered`, { text: text.trim() }) : translate(`${T}.empty`)}
                </Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={translate(`${T}.title`)}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate(`${T}.columns.name`)}</TableCell>
                        <TableCell align="right">{translate(`${T}.columns.partitions`)}</TableCell>
                        <TableCell align="right">{translate(`${T}.columns.endOffset`)}</TableCell>
                        <TableCell align="right">{translate(`${T}.columns.messages`)}</TableCell>
                        <TableCell>{translate(`${T}.columns.consumers`)}</TableCell>
                        <TableCell>{translate(`${T}.columns.deadLetters`)}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {shown.map((topic) => (
                        <TopicRow key={topic.name} topic={topic} />
                      ))}
                    </TableBody>
                  </Table>
                  <Pager
                    page={page}
                    hasPrevious={page > 1}
                    hasNext={page < pages}
                    onPrevious={() => setPageNumber(page - 1)}
                    onNext={() => setPageNumber(page + 1)}
                  />
                </Box>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function TopicRow({ topic }: { topic: TopicRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const depth = deadLetterDepth(topic);
  const [allGroups, setAllGroups] = useState(false);
  const groups = topic.consumerGroups ?? [];
  const { shown, hidden } = groupsToShow(groups, allGroups);
  return (
    <TableRow data-testid={`ops-topic-${topic.name}`}>
      <TableCell sx={{ fontFamily: 'monospace', minWidth: 180 }}>
        <BreakableName name={topic.name} />
        {topic.deadLetter && (
          <Box component="span" sx={{ ml: 1 }}>
            <StatusChip tone="neutral" label={translate(`${T}.deadLetterTopic`)} />
          </Box>
        )}
      </TableCell>
      <TableCell align="right">{formatCount(topic.partitions, locale)}</TableCell>
      <TableCell align="right">{topic.endOffset === undefined ? '—' : formatCount(topic.endOffset, locale)}</TableCell>
      <TableCell align="right">{formatCount(topic.messages, locale)}</TableCell>
      <TableCell>
        {groups.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`${T}.noConsumer`)}
          </Typography>
        ) : (
          <Stack sx={{ gap: 0.5 }}>
            {shown.map((group) => (
              <Stack
                key={group.groupId}
                direction="row"
                sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                data-testid={`ops-lag-${topic.name}-${group.groupId}`}
                data-lag={group.lag}
              >
                <Typography variant="body2">
                  {group.state
                    ? translate(`${T}.groupState`, {
                        group: group.groupId,
                        state: knownGroupState(group.state)
                          ? translate(`${T}.groupStates.${group.state}`)
                          : group.state,
                      })
                    : group.groupId}
                </Typography>
                <StatusChip
                  tone={group.lag > 0 ? 'warning' : 'neutral'}
                  strong={group.lag > 0}
                  label={translate(`${T}.lag`, { lag: formatCount(group.lag, locale) })}
                />
              </Stack>
            ))}
            {(hidden > 0 || allGroups) && (
              <Box>
                <Button size="small" onClick={() => setAllGroups(!allGroups)} sx={{ px: 0.5, minWidth: 0 }}>
                  {allGroups ? translate(`${T}.fewerGroups`) : translate(`${T}.moreGroups`, { smart_count: hidden })}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </TableCell>
      <TableCell data-testid={`ops-dlq-${topic.name}`}>
        {depth > 0 ? (
          <Link component={RouterLink} to={deadLettersPath(topic.name)} sx={{ fontWeight: 600 }}>
            {translate(`${T}.deadLetterLink`, { smart_count: depth })}
          </Link>
        ) : topic.deadLetterTopic ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`${T}.noDeadLetters`)}
          </Typography>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

/** A topic's name, allowed to wrap after its dots (never in the middle of a word). */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split('.');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
