import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { outboxState, type OutboxState } from './deadLetterRules';
import { useLiveQuery } from './live';
import { LiveStatus } from './LiveStatus';
import { fetchOutbox } from './opsApi';
import { formatAge, formatCount } from './opsFormat';
import { FirstLoad } from './PageState';
import { StatusChip, type Tone } from './StatusChip';

const O = 'resources.ops.outbox';

const STATE_TONES: Record<OutboxState, Tone> = {
  unavailable: 'error',
  empty: 'success',
  backlog: 'info',
  stuck: 'warning',
};

/** /operations/outbox: each service's events written and not yet published (live); a service that did not answer says so. */
export default function OutboxPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const outbox = useLiveQuery(['outbox'], fetchOutbox);
  const title = translate(`${O}.title`);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="ops-outbox">
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <LiveStatus updatedAt={outbox.dataUpdatedAt} error={outbox.error} onRetry={() => void outbox.refetch()} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(`${O}.help`)}
      </Typography>
      {outbox.data === undefined ? (
        <FirstLoad error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.length === 0 ? (
        <Typography data-testid="ops-outbox-empty">{translate(`${O}.empty`)}</Typography>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${O}.columns.service`)}</TableCell>
                  <TableCell align="right">{translate(`${O}.columns.backlog`)}</TableCell>
                  <TableCell>{translate(`${O}.columns.oldest`)}</TableCell>
                  <TableCell>{translate(`${O}.columns.state`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {outbox.data.map((row) => {
                  const state = outboxState(row);
                  const answered = state !== 'unavailable';
                  return (
                    <TableRow key={row.service} data-testid={`ops-outbox-${row.service}`} data-state={state}>
                      <TableCell sx={{ fontWeight: 600 }}>{row.service}</TableCell>
                      <TableCell align="right">
                        {answered ? formatCount(row.backlog, locale) : translate(`${O}.none`)}
                      </TableCell>
                      <TableCell>
                        {answered && row.backlog > 0 && typeof row.oldestAgeSeconds === 'number'
                          ? formatAge(row.oldestAgeSeconds, locale)
                          : translate(`${O}.none`)}
                      </TableCell>
                      <TableCell>
                        <StatusChip tone={STATE_TONES[state]} label={translate(`${O}.states.${state}`)} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
