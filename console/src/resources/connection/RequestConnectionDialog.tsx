import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { usePublicConfig } from '../../config/PublicConfigContext';
import { featureAllows } from '../../config/featureAccess';
import { ApiError } from '../../dataProvider/apiError';
import { apiFetch } from '../../dataProvider/httpClient';
import { representativeName } from '../representative/representativeForm';
import { talentName } from '../talent/talentName';
import { useChoices } from '../talent/useCatalogues';
import {
  liveConnectionBetween,
  requestErrorField,
  requestErrors,
  type ProfileRef,
  type RequestErrors,
  type RequestField,
} from './connectionRequest';
import { connectionsWithProfile, sendConnectionRequest, type Page } from './connectionsApi';
import { useDebounced } from './useDebounced';

const C = 'resources.connection.request';

export type ProfileKind = 'talent' | 'representative';

/** The profile the dialog was opened on: one side of the request, fixed. */
export interface FixedProfile extends ProfileRef {
  kind: ProfileKind;
  name: string;
}

/** A profile the member may choose for the other side. */
interface Candidate extends ProfileRef {
  name: string;
  detail?: string;
}

const OTHER: Record<ProfileKind, ProfileKind> = { talent: 'representative', representative: 'talent' };

function nameOf(kind: ProfileKind, profile: Record<string, unknown>): string {
  return (kind === 'talent' ? talentName(profile) : representativeName(profile)) || String(profile.id);
}

function candidate(kind: ProfileKind, profile: Record<string, unknown>): Candidate {
  const location = (profile.location ?? profile.businessAddress) as { city?: string; state?: string } | undefined;
  return {
    id: String(profile.id),
    accountId: typeof profile.accountId === 'string' ? profile.accountId : undefined,
    name: nameOf(kind, profile),
    detail: [location?.city, location?.state].filter(Boolean).join(', ') || undefined,
  };
}

/** The caller's own profiles of a kind (GET /api/talent or /api/representative). */
function useOwnProfiles(kind: ProfileKind, enabled: boolean) {
  return useQuery({
    queryKey: [kind, 'own', 'forConnection'],
    enabled,
    queryFn: async ({ signal }) =>
      ((await apiFetch<Page<Record<string, unknown>>>(`/api/${kind}?limit=100`, { signal })).json.data ?? []).map(
        (profile) => candidate(kind, profile),
      ),
  });
}

/** Other members' profiles of a kind matching the text (POST /api/{kind}/search), as the member types. */
function useProfileSearch(kind: ProfileKind, text: string) {
  return useQuery({
    queryKey: [kind, 'search', 'forConnection', text],
    enabled: text.length > 0,
    queryFn: async ({ signal }) =>
      (
        (
          await apiFetch<Page<Record<string, unknown>>>(`/api/${kind}/search?limit=10`, {
            method: 'POST',
            body: JSON.stringify({ text }),
            signal,
          })
        ).json.data ?? []
      ).map((profile) => candidate(kind, profile)),
  });
}

function ErrorText({ error, id }: { error: RequestErrors[RequestField]; id?: string }) {
  const translate = useTranslate();
  if (!error) {
    return null;
  }
  const text = typeof error === 'string' ? translate(error, { _: error }) : translate(error.message, error.args);
  return (
    <FormHelperText error id={id}>
      {text}
    </FormHelperText>
  );
}

/**
 * The "request connection" dialog (spec sections 2 and 5): on another member's profile, the member
 * chooses which of its own profiles asks; on its own profile, it finds the other member's profile. Then
 * the connection types and an optional message. A request the service would refuse (the member's own
 * profiles on both sides, a request pending or a connection active between the two) is refused on the
 * profile before it is sent. Mounted for each opening (RequestConnectionButton), so it starts blank.
 */
export function RequestConnectionDialog({
  fixed,
  open,
  onClose,
}: {
  fixed: FixedProfile;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useClaims()?.account;
  const ids = useId();
  const otherKind = OTHER[fixed.kind];
  const fixedIsOwn = account !== undefined && fixed.accountId === account;
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const own = useOwnProfiles(otherKind, open && !fixedIsOwn);
  const found = useProfileSearch(otherKind, fixedIsOwn ? search : '');
  const candidates = (fixedIsOwn ? found.data : own.data) ?? [];
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [types, setTypes] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<RequestErrors>({});
  const typeChoices = useChoices('representationTypes');

  // A single profile of one's own is the choice.
  const onlyOwn = !fixedIsOwn && own.data?.length === 1 ? own.data[0] : undefined;
  const chosen = candidates.find((profile) => profile.id === chosenId) ?? onlyOwn;
  const sides = useMemo(() => {
    const mine: ProfileRef = { id: fixed.id, accountId: fixed.accountId };
    const other = chosen && { id: chosen.id, accountId: chosen.accountId };
    return fixed.kind === 'talent' ? { talent: mine, representative: other } : { talent: other, representative: mine };
  }, [fixed, chosen]);
  // The other member's profile of the pair: the caller's connections with it show a request already made.
  const othersProfile = fixedIsOwn ? chosen : fixed;
  const theirs = othersProfile && othersProfile.accountId !== account ? othersProfile.id : undefined;
  const existing = useQuery({
    queryKey: ['connection', 'withProfile', theirs],
    enabled: open && theirs !== undefined,
    queryFn: ({ signal }) => connectionsWithProfile(theirs ?? '', signal),
  });
  const live = liveConnectionBetween(existing.data ?? [], sides.talent?.id, sides.representative?.id);
  const errors = requestErrors({ ...sides, types, message }, account, live);
  // Facts about the chosen profiles show at once; what the member has yet to fill, after a first try.
  const shown: RequestErrors = {
    profile: serverErrors.profile ?? (submitted || (errors.profile && chosen) ? errors.profile : undefined),
    types: serverErrors.types ?? (submitted ? errors.types : undefined),
    message: serverErrors.message ?? errors.message,
  };

  const submit = async () => {
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(errors).length > 0) {
      return;
    }
    setSending(true);
    try {
      await sendConnectionRequest({ ...sides, types, message });
      notify(`${C}.sent`, { type: 'success' });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? requestErrorField(error.code, error.apiBody?.args) : undefined;
      if (field && error instanceof Error) {
        setServerErrors({ [field]: error.message });
      } else {
        notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  const profileLabel = translate(`${C}.${fixedIsOwn ? 'find' : 'choose'}.${otherKind}`);
  const loading = fixedIsOwn ? found.isFetching : own.isPending;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${ids}-title`}>
      <DialogTitle id={`${ids}-title`}>{translate(`${C}.title`)}</DialogTitle>
      <DialogContent data-testid="request-connection-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {fixedIsOwn
            ? translate(`${C}.from`, { name: fixed.name })
            : translate(`${C}.with.${fixed.kind}`, { name: fixed.name })}
        </Typography>
        <FormControl
          component="fieldset"
          error={Boolean(shown.profile)}
          fullWidth
          sx={{ mb: 2 }}
          aria-describedby={shown.profile ? `${ids}-profile-error` : undefined}
        >
          <FormLabel component="legend">{profileLabel}</FormLabel>
          {fixedIsOwn ? (
            <TextField
              label={translate(`${C}.search.${otherKind}`)}
              helperText={translate(`${C}.searchHelp`)}
              value={text}
              onChange={(event) => setText(event.target.value)}
              size="small"
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'connection-profile-search' } }}
            />
          ) : null}
          {loading ? <CircularProgress size={20} sx={{ my: 1 }} aria-label={translate('ra.page.loading')} /> : null}
          {!fixedIsOwn && own.data?.length === 0 ? (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="connection-no-own-profile">
              {translate(`${C}.noOwn.${otherKind}`)}{' '}
              <Button component={RouterLink} to={`/${otherKind}/create`} size="small">
                {translate(`${C}.create.${otherKind}`)}
              </Button>
            </Alert>
          ) : null}
          {fixedIsOwn && search && found.data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate(`${C}.noResults`)}
            </Typography>
          ) : null}
          <RadioGroup
            value={chosen?.id ?? ''}
            onChange={(event) => {
              setChosenId(event.target.value);
              setServerErrors({});
            }}
            name={`${ids}-profile`}
          >
            {candidates.map((profile) => (
              <FormControlLabel
                key={profile.id}
                value={profile.id}
                control={<Radio />}
                label={
                  <Box component="span">
                    {profile.name}
                    {profile.detail ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${profile.detail}`}
                      </Typography>
                    ) : null}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          <ErrorText error={shown.profile} id={`${ids}-profile-error`} />
        </FormControl>
        <FormControl component="fieldset" error={Boolean(shown.types)} sx={{ mb: 2 }}>
          <FormLabel component="legend">{translate(`${C}.types`)}</FormLabel>
          <FormGroup row>
            {typeChoices.map((choice) => (
              <FormControlLabel
                key={choice.id}
                label={choice.name}
                control={
                  <Checkbox
                    checked={types.includes(choice.id)}
                    onChange={(event) => {
                      const checked = event.target.checked;
                      setTypes((current) =>
                        checked ? [...current, choice.id] : current.filter((type) => type !== choice.id),
                      );
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          <ErrorText error={shown.types} />
        </FormControl>
        <TextField
          label={translate(`${C}.message`)}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(shown.message)}
        />
        <ErrorText error={shown.message} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <LinkIcon />}
          data-testid="connection-request-send"
        >
          {translate(`${C}.send`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The feature that lets an account hold profiles of a kind (spec section 6). */
const PROFILE_FEATURE: Record<ProfileKind, string> = { talent: 'talentProfiles', representative: 'representative' };

/**
 * Whether the member may ask for a connection from one of its own profiles of this kind: connections
 * and that kind of profile are allowed to its account, as the gateway decides (a production company,
 * say, holds no representative profile).
 */
export function useMayRequestFrom(kind: ProfileKind): boolean {
  const config = usePublicConfig();
  const claims = useClaims();
  const caller = { role: claims?.role ?? 'user', owner: claims?.owner ?? false, accountType: claims?.accountType };
  return (
    featureAllows('connection', config.features.connection, caller) &&
    featureAllows(PROFILE_FEATURE[kind], config.features[PROFILE_FEATURE[kind]], caller)
  );
}

/** The button that opens the dialog on a profile. */
export function RequestConnectionButton({
  profile,
  variant = 'contained',
}: {
  profile: FixedProfile;
  variant?: 'contained' | 'outlined' | 'text';
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<LinkIcon />} onClick={() => setOpen(true)} data-testid="request-connection">
        {translate(`${C}.open`)}
      </Button>
      {open ? <RequestConnectionDialog fixed={profile} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
