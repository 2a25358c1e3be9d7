import { Box, Card, CardContent, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatClock, formatCount } from './opsFormat';
import { chartState, seriesToDraw, seriesValues, type Sample } from './samples';

/**
 * A line per series over the samples seen since the page opened (the lag of each consumer group, the
 * depth of each queue), those that moved most (samples.ts: seriesToDraw); a sentence instead when
 * every series stayed at zero, or while a single answer has come (samples.ts: chartState).
 * In the operators' pages' chunk (ops/index.ts), never /login's.
 */
export default function LiveChart({
  title,
  help,
  empty,
  history,
  testId,
}: {
  title: string;
  help: string;
  empty: string;
  history: readonly Sample[];
  testId: string;
}) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const keys = seriesToDraw(history);
  const state = chartState(history, keys);
  const times = history.map((sample) => new Date(sample.at));
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={testId} data-series={keys.join('|')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {help}
        </Typography>
        {state !== 'lines' ? (
          <Typography sx={{ mt: 2 }} data-testid={`${testId}-${state}`}>
            {state === 'waiting' ? translate('resources.ops.live.firstSample') : empty}
          </Typography>
        ) : (
          <Box sx={{ mt: 1 }}>
            <LineChart
              skipAnimation
              height={260}
              xAxis={[
                {
                  data: times,
                  scaleType: 'time',
                  // Labels to the second: never two ticks within one.
                  tickMinStep: 1000,
                  valueFormatter: (value: Date) => formatClock(value, locale),
                },
              ]}
              yAxis={[{ min: 0, valueFormatter: (value: number) => formatCount(value, locale) }]}
              series={keys.map((key) => ({
                id: key,
                label: key,
                data: seriesValues(history, key),
                showMark: false,
                valueFormatter: (value: number | null) => (value === null ? '' : formatCount(value, locale)),
              }))}
              grid={{ horizontal: true }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
