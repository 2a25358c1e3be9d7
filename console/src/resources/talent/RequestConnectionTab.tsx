import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Form,
  SaveButton,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../../dataProvider/httpClient';
import { formatDate } from '../../i18n/format';
import { sendConnectionRequest, type Connection, type Page } from '../connection/connectionsApi';
import { useDebounced } from '../connection/useDebounced';
import { representativeName } from '../representative/representativeForm';
import { displayName, optionLabel } from './optionNames';
import { useChoices } from './useCatalogues';

const C = 'resources.talent.connection';

interface Representative {
  id: string;
  representationTypes?: string[];
  company?: { name?: string; aliasOrDba?: string };
  license?: { fullName?: string };
  location?: { city?: string; state?: string; country?: string };
}

/** Spec section 5: a connection request names at least one type. */
const typesRequired = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : `${C}.typesRequired`);

/** This talent's active connections and the requests it sent that are still pending. */
function useTalentConnections(talentId: string) {
  return useQuery({
    queryKey: ['talent', talentId, 'connections'],
    queryFn: async ({ signal }) => {
      const [active, sent] = await Promise.all([
        apiFetch<Page<Connection>>(
          `/api/connection/representatives/connected?profileId=${encodeURIComponent(talentId)}&limit=100`,
          { signal },
        ),
        apiFetch<Page<Connection>>('/api/connection/status/sent?limit=100', { signal }),
      ]);
      const pending = (sent.json.data ?? []).filter((connection) => connection.talentId === talentId);
      return [...(active.json.data ?? []), ...pending];
    },
  });
}

/**
 * The Request Connection tab: find a representative (POST /api/representative/search, as the member
 * types), choose the kinds of representation, send (POST /api/connection). The representative approves
 * or declines in their Connections. A profile already connected or asked is shown, not asked twice.
 */
export function RequestConnectionTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Representative | undefined>();
  const search = useDebounced(text.trim());
  const types = useChoices('representationTypes');
  const talentId = String(record?.id ?? '');
  const connections = useTalentConnections(talentId);
  const results = useQuery({
    queryKey: ['representative', 'search', search],
    enabled: search.length > 0,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Page<Representative>>('/api/representative/search?limit=10', {
          method: 'POST',
          body: JSON.stringify({ text: search }),
          signal,
        })
      ).json.data ?? [],
  });
  if (!record) {
    return null;
  }
  const existing = chosen && connections.data?.find((connection) => connection.representativeId === chosen.id);

  const submit = async (values: { types?: string[]; message?: string }) => {
    if (!chosen) {
      notify(`${C}.chooseRepresentative`, { type: 'warning' });
      return undefined;
    }
    try {
      await sendConnectionRequest({
        talent: { id: talentId },
        representative: { id: chosen.id },
        types: values.types ?? [],
        message: values.message ?? '',
      });
      notify(`${C}.sent`, { type: 'success' });
      setChosen(undefined);
      setText('');
      await connections.refetch();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
    return undefined;
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="talent-connection">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${C}.help`)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <TextField
            fullWidth
            label={translate(`${C}.search`)}
            helperText={translate(`${C}.searchHelp`)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'representative-search' } }}
          />
          {search && results.data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate(`${C}.noResults`)}
            </Typography>
          ) : null}
          <List dense aria-label={translate(`${C}.search`)}>
            {(results.data ?? []).map((representative) => (
              <ListItemButton
                key={representative.id}
                selected={chosen?.id === representative.id}
                onClick={() => setChosen(representative)}
              >
                <ListItemText
                  primary={representativeName(representative) || representative.id}
                  secondary={[
                    (representative.representationTypes ?? [])
                      .map((type) => optionLabel(locale, 'representationTypes', type))
                      .join(', '),
                    [
                      representative.location?.city,
                      representative.location?.country &&
                        displayName(locale, 'region', representative.location.country),
                    ]
                      .filter(Boolean)
                      .join(', '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
          <Form onSubmit={submit} noValidate defaultValues={{ types: [], message: '' }}>
            {chosen ? (
              <Alert severity={existing ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="chosen-representative">
                {representativeName(chosen) || chosen.id}
                {existing
                  ? ` · ${translate(`${C}.status.${existing.status === 'active' ? 'active' : 'pending'}`)}`
                  : ''}
              </Alert>
            ) : null}
            <CheckboxGroupInput
              source="types"
              label={`${C}.types`}
              choices={types}
              translateChoice={false}
              validate={typesRequired}
            />
            <TextInput source="message" label={`${C}.message`} multiline minRows={2} fullWidth />
            <SaveButton label={`${C}.send`} alwaysEnable disabled={!chosen || Boolean(existing)} icon={<span />} />
          </Form>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`${C}.existing`)}
          </Typography>
          {connections.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
          {connections.error ? (
            <Alert severity="error" data-testid="talent-connections-error">
              {connections.error.message}
            </Alert>
          ) : null}
          {connections.data?.length === 0 ? (
            <Typography color="text.secondary" data-testid="talent-connections-none">
              {translate(`${C}.none`)}
            </Typography>
          ) : null}
          <List dense data-testid="talent-connections">
            {(connections.data ?? []).map((connection) => (
              <ListItemText
                key={connection.id}
                primary={connection.representativeName || connection.representativeId}
                secondary={
                  <>
                    <Chip
                      component="span"
                      size="small"
                      sx={{ mr: 1 }}
                      label={translate(`${C}.status.${connection.status === 'active' ? 'active' : 'pending'}`)}
                    />
                    {(connection.types ?? [])
                      .map((type) => optionLabel(locale, 'representationTypes', type))
                      .join(', ')}
                    {connection.approvedAt || connection.createdAt
                      ? ` · ${translate(`${C}.since`, {
                          date: formatDate(connection.approvedAt ?? connection.createdAt ?? '', locale),
                        })}`
                      : ''}
                  </>
                }
              />
            ))}
          </List>
        </Box>
      </Stack>
    </Box>
  );
}
