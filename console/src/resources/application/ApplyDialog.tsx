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
  FormHelperText,
  FormLabel,
  LinearProgress,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../dataProvider/apiError';
import { apiFetch } from '../../dataProvider/httpClient';
import { talentName } from '../talent/talentName';
import { allPages, applicationsApi, type ApplicationRecord } from './applicationsApi';
import {
  applyRefusalField,
  COVER_LETTER_MAX_LENGTH,
  EMPTY_APPLY_FORM,
  MESSAGE_MAX_LENGTH,
  requestedMedia,
  validateApply,
  type ApplyErrors,
  type ApplyField,
  type ApplyForm,
  type JobPreScreen,
} from './applyForm';
import './registerMessages';

const T = 'resources.application.apply';

export type ApplyMode = 'talent' | 'representative';

export interface ApplyJob {
  id: string;
  roleName?: string;
  preScreen?: JobPreScreen;
}

interface TalentOption {
  id: string;
  name: string;
  minor?: boolean;
  /** The account's own profile (else a talent connected to the representative). */
  own: boolean;
}

interface RepresentativeOption {
  id: string;
  name: string;
}

interface Photo {
  id: string;
  thumbnailUrl: string;
}

interface TalentRecord {
  id: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  minor?: boolean;
  photos?: Photo[];
}

interface RepresentativeRecord {
  id: string;
  company?: { name?: string };
  license?: { fullName?: string };
  contact?: { email?: string };
}

interface ConnectionRecord {
  id: string;
  talentId: string;
  talentName: string;
}

/** A representative profile's name as the services show it (company, else licensee, else contact). */
function representativeName(record: RepresentativeRecord): string {
  return record.company?.name || record.license?.fullName || record.contact?.email || record.id;
}

function ownTalentOption(record: TalentRecord): TalentOption {
  return { id: record.id, name: talentName(record) || record.id, minor: record.minor, own: true };
}

/** Field errors: a key of the dialog's (translated here) or the API's message, already translated. */
type Shown = Partial<Record<ApplyField, string>>;

function useProfiles(open: boolean, mode: ApplyMode, representativeId: string) {
  const [own, setOwn] = useState<TalentOption[]>();
  const [representatives, setRepresentatives] = useState<RepresentativeOption[]>();
  const [connected, setConnected] = useState<TalentOption[] | undefined>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) {
      return;
    }
    const controller = new AbortController();
    const loads: Promise<unknown>[] = [
      allPages<TalentRecord>('/api/talent', controller.signal).then((records) => setOwn(records.map(ownTalentOption))),
    ];
    if (mode === 'representative') {
      loads.push(
        allPages<RepresentativeRecord>('/api/representative', controller.signal).then((records) =>
          setRepresentatives(records.map((record) => ({ id: record.id, name: representativeName(record) }))),
        ),
      );
    }
    Promise.all(loads).catch((failure: unknown) => {
      if (!controller.signal.aborted) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    });
    return () => controller.abort();
  }, [open, mode]);
  useEffect(() => {
    if (!open || mode !== 'representative' || !representativeId) {
      setConnected([]);
      return;
    }
    setConnected(undefined);
    const controller = new AbortController();
    allPages<ConnectionRecord>(
      `/api/connection/talents/connected?profileId=${encodeURIComponent(representativeId)}`,
      controller.signal,
    ).then(
      (connections) =>
        setConnected(
          connections.map((connection) => ({ id: connection.talentId, name: connection.talentName, own: false })),
        ),
      (failure: unknown) => {
        if (!controller.signal.aborted) {
          setError(failure instanceof Error ? failure.message : String(failure));
        }
      },
    );
    return () => controller.abort();
  }, [open, mode, representativeId]);
  const loading = own === undefined || (mode === 'representative' && representatives === undefined);
  const loadingTalents = loading || connected === undefined;
  const ownIds = new Set((own ?? []).map((option) => option.id));
  const talents = [...(own ?? []), ...(connected ?? []).filter((option) => !ownIds.has(option.id))];
  return { loading, loadingTalents, error, own: own ?? [], talents, representatives: representatives ?? [] };
}

/** The chosen talent's photos (own profile: with expand=photos; a connected one: its public details) and minor flag. */
function useTalentPhotos(talent: TalentOption | undefined) {
  const [state, setState] = useState<{ photos?: Photo[]; minor?: boolean; error?: string }>({});
  useEffect(() => {
    setState({});
    if (!talent) {
      return;
    }
    const controller = new AbortController();
    const path = talent.own
      ? `/api/talent/${encodeURIComponent(talent.id)}?expand=photos`
      : `/api/talent/details/${encodeURIComponent(talent.id)}`;
    apiFetch<TalentRecord>(path, { signal: controller.signal }).then(
      ({ json }) => setState({ photos: json.photos ?? [], minor: json.minor }),
      (failure: unknown) => {
        if (!controller.signal.aborted) {
          setState({ error: failure instanceof Error ? failure.message : String(failure) });
        }
      },
    );
    return () => controller.abort();
  }, [talent]);
  return state;
}

function HeadshotPicker({
  talent,
  photos,
  error,
  loadError,
  value,
  onChange,
}: {
  talent: TalentOption | undefined;
  photos: Photo[] | undefined;
  error?: string;
  loadError?: string;
  value: string;
  onChange: (photoId: string) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  let body: ReactNode;
  if (!talent) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.headshotChoose`)}
      </Typography>
    );
  } else if (loadError) {
    body = <Alert severity="error">{translate(`${T}.photosFailed`, { error: loadError })}</Alert>;
  } else if (!photos) {
    body = <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  } else if (photos.length === 0) {
    body = (
      <Alert
        severity="warning"
        data-testid="apply-no-photos"
        action={
          talent.own ? (
            <Button
              component={RouterLink}
              to={`/talent/${encodeURIComponent(talent.id)}/edit?tab=photos`}
              color="inherit"
              size="small"
            >
              {translate(`${T}.openPhotos`)}
            </Button>
          ) : undefined
        }
      >
        {translate(`${T}.noPhotos`)}
      </Alert>
    );
  } else {
    body = (
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ gap: 1 }}
      >
        {photos.map((photo, index) => (
          <FormControlLabel
            key={photo.id}
            value={photo.id}
            control={<Radio />}
            sx={{
              m: 0,
              pr: 1,
              border: 1,
              borderColor: value === photo.id ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
            label={
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt={translate(`${T}.photoAlt`, { number: index + 1, name: talent.name })}
                sx={{ width: 72, height: 96, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
              />
            }
          />
        ))}
      </RadioGroup>
    );
  }
  return (
    <FormControl error={Boolean(error)} component="fieldset" data-testid="apply-headshot">
      <FormLabel id={labelId} component="legend">
        {translate(`${T}.headshot`)}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{translate(`${T}.headshotHelp`)}</FormHelperText>
      {body}
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

interface ApplyDialogProps {
  job: ApplyJob;
  mode: ApplyMode;
  open: boolean;
  onClose: () => void;
  onApplied?: (application: ApplicationRecord) => void;
}

/**
 * The dialogs "application as talent" and "application as representative" (spec section 2): the
 * talent (the account's own; a representative also its connected talent, GET
 * /api/connection/talents/connected), the pre-screen media the job asks for, the nudity
 * acknowledgement on a role that involves nudity, and a message. Refused on the field before sending;
 * the service's refusals on the field they name (alreadyApplied with the talent's name on the talent)
 * and in the snackbar.
 */
export function ApplyDialog({ job, mode, open, onClose, onApplied }: ApplyDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [form, setForm] = useState<ApplyForm>(EMPTY_APPLY_FORM);
  const [shown, setShown] = useState<Shown>({});
  const [sending, setSending] = useState(false);
  const profiles = useProfiles(open, mode, form.representativeId);
  const talent = profiles.talents.find((option) => option.id === form.talentId);
  const photos = useTalentPhotos(talent);
  const media = requestedMedia(job.preScreen);
  const nudity = job.preScreen?.nudity === true;
  const asRepresentative = mode === 'representative';

  useEffect(() => {
    if (open) {
      setForm(EMPTY_APPLY_FORM);
      setShown({});
    }
  }, [open]);

  const errorText = (errors: ApplyErrors): Shown =>
    Object.fromEntries(
      Object.entries(errors).map(([field, error]) => [field, translate(`${T}.errors.${error.key}`, error.args)]),
    );

  const set = <K extends ApplyField>(field: K, value: ApplyForm[K]) => {
    setForm((current) => ({
      ...current,
      [field]: value,
      // A new talent has other photos; a new representative, other connected talent.
      ...(field === 'talentId' ? { headshotPhotoId: '' } : {}),
      ...(field === 'representativeId' ? { talentId: '', headshotPhotoId: '' } : {}),
    }));
    setShown((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const { errors, body } = validateApply(form, {
      jobId: job.id,
      preScreen: job.preScreen,
      asRepresentative,
      talentMinor: photos.minor ?? talent?.minor,
    });
    setShown(errorText(errors));
    if (!body) {
      return;
    }
    setSending(true);
    try {
      const application = await applicationsApi.apply(body);
      notify(`resources.application.done.applied`, {
        type: 'success',
        messageArgs: { talent: application.talentName || talent?.name || '' },
      });
      onApplied?.(application);
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : translate('errors.error');
      const field = failure instanceof ApiError ? applyRefusalField(failure.apiBody) : undefined;
      if (field) {
        setShown((current) => ({ ...current, [field]: message }));
      }
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const noTalent = !profiles.loadingTalents && profiles.talents.length === 0;
  const noRepresentative = asRepresentative && !profiles.loading && profiles.representatives.length === 0;
  const canSubmit =
    !profiles.loading && !noRepresentative && !(noTalent && (!asRepresentative || form.representativeId));
  const textField = (field: 'videoReelUrl' | 'audioReelUrl', label: string) => (
    <TextField
      label={translate(label)}
      value={form[field]}
      onChange={(event) => set(field, event.target.value)}
      required={media.includes(field === 'videoReelUrl' ? 'videoReel' : 'audioReel')}
      error={Boolean(shown[field])}
      helperText={shown[field] ?? translate(`${T}.reelHelp`)}
      type="url"
      inputMode="url"
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(asRepresentative ? `${T}.titleRepresentative` : `${T}.titleTalent`)}
      </DialogTitle>
      {sending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <DialogContent dividers data-testid={`apply-dialog-${mode}`}>
        <Stack spacing={2.5}>
          <Typography>{translate(`${T}.intro`, { job: job.roleName ?? '' })}</Typography>
          {profiles.error && <Alert severity="error">{profiles.error}</Alert>}
          {profiles.loadingTalents && !profiles.error && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{translate(`${T}.loading`)}</Typography>
            </Stack>
          )}
          {asRepresentative && noRepresentative && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to="/representative/create" color="inherit" size="small">
                  {translate(`${T}.createRepresentative`)}
                </Button>
              }
            >
              {translate(`${T}.noRepresentative`)}
            </Alert>
          )}
          {asRepresentative && !profiles.loading && profiles.representatives.length > 0 && (
            <TextField
              select
              label={translate(`${T}.representative`)}
              value={form.representativeId}
              onChange={(event) => set('representativeId', event.target.value)}
              required
              error={Boolean(shown.representativeId)}
              helperText={shown.representativeId}
              fullWidth
            >
              {profiles.representatives.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!asRepresentative && noTalent && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to="/talent/create" color="inherit" size="small">
                  {translate(`${T}.createTalent`)}
                </Button>
              }
            >
              {translate(`${T}.noTalent`)}
            </Alert>
          )}
          {asRepresentative && noTalent && form.representativeId && (
            <Alert severity="info">{translate(`${T}.noTalentForRepresentative`)}</Alert>
          )}
          {!profiles.loadingTalents && profiles.talents.length > 0 && (!asRepresentative || form.representativeId) && (
            <TextField
              select
              label={translate(`${T}.talent`)}
              value={form.talentId}
              onChange={(event) => set('talentId', event.target.value)}
              required
              error={Boolean(shown.talentId)}
              helperText={shown.talentId}
              fullWidth
              slotProps={{ formHelperText: { 'data-testid': 'apply-talent-error' } as object }}
            >
              {asRepresentative && profiles.own.length > 0 && (
                <ListSubheader>{translate(`${T}.ownTalent`)}</ListSubheader>
              )}
              {profiles.talents
                .filter((option) => option.own)
                .map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.minor ? translate(`${T}.minor`, { name: option.name }) : option.name}
                  </MenuItem>
                ))}
              {profiles.talents.some((option) => !option.own) && (
                <ListSubheader>{translate(`${T}.connectedTalent`)}</ListSubheader>
              )}
              {profiles.talents
                .filter((option) => !option.own)
                .map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
          <Box component="section" aria-labelledby={`${titleId}-prescreen`}>
            <Typography id={`${titleId}-prescreen`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {translate(`${T}.preScreen`)}
            </Typography>
            <Stack spacing={2}>
              {job.preScreen?.messageToTalent && (
                <Alert severity="info" icon={false}>
                  <strong>{translate(`${T}.fromProduction`)}</strong>
                  <br />
                  {job.preScreen.messageToTalent}
                </Alert>
              )}
              {media.length === 0 && !nudity && (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.preScreenNone`)}
                </Typography>
              )}
              {media.includes('headshot') && (
                <HeadshotPicker
                  talent={talent}
                  photos={photos.photos}
                  loadError={photos.error}
                  error={shown.headshotPhotoId}
                  value={form.headshotPhotoId}
                  onChange={(photoId) => set('headshotPhotoId', photoId)}
                />
              )}
              {media.includes('videoReel') && textField('videoReelUrl', `${T}.videoReel`)}
              {media.includes('audioReel') && textField('audioReelUrl', `${T}.audioReel`)}
              {media.includes('coverLetter') && (
                <TextField
                  label={translate(`${T}.coverLetter`)}
                  value={form.coverLetter}
                  onChange={(event) => set('coverLetter', event.target.value)}
                  required
                  multiline
                  minRows={4}
                  error={Boolean(shown.coverLetter)}
                  helperText={shown.coverLetter ?? `${form.coverLetter.length} / ${COVER_LETTER_MAX_LENGTH}`}
                  fullWidth
                />
              )}
              {nudity && (
                <FormControl error={Boolean(shown.nudityAcknowledged)}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={form.nudityAcknowledged}
                        onChange={(event) => set('nudityAcknowledged', event.target.checked)}
                      />
                    }
                    label={translate(`${T}.nudity`)}
                  />
                  {shown.nudityAcknowledged && <FormHelperText>{shown.nudityAcknowledged}</FormHelperText>}
                </FormControl>
              )}
            </Stack>
          </Box>
          <TextField
            label={translate(`${T}.message`)}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            multiline
            minRows={2}
            error={Boolean(shown.message)}
            helperText={shown.message ?? `${form.message.length} / ${MESSAGE_MAX_LENGTH}`}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={sending || !canSubmit}
          data-testid="apply-submit"
        >
          {translate(`${T}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
