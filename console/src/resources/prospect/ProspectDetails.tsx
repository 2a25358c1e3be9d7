import ArchiveIcon from '@mui/icons-material/Archive';
import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import RestoreIcon from '@mui/icons-material/Restore';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { apiFetch } from '../../dataProvider/httpClient';
import { formatDate } from '../../i18n/format';
import { allowedActions, canSetDealMemo, type MemberAction } from '../application/applicationActions';
import { applicationsApi, type ProspectPage } from '../application/applicationsApi';
import { RememberedAddress } from '../../components/RememberedAddress';
import { denialReasonText, memoText } from '../application/memoText';
import { DealMemoDialog, type JobPay } from './DealMemoDialog';
import { formatBps } from './dealMemo';
import './registerMessages';

const T = 'resources.prospect';

/** The tabs of spec section 2 and the status filter each asks the API for. */
const TABS = ['all', 'accepted', 'pending', 'denied'] as const;
type ProspectTab = (typeof TABS)[number];

/** The service's REASON_MAX_LENGTH. */
const REASON_MAX_LENGTH = 500;

type Prospect = ProspectPage['prospectDtos'][number];

function isTab(value: string | null): value is ProspectTab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

interface JobSummary {
  roleName?: string;
  payment?: JobPay;
}

/** One tab's page of prospects, by cursor: page n+1 starts after page n's last application. */
function useProspects(jobId: string, filter: { status: ProspectTab; favorite: boolean; archived: boolean }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [state, setState] = useState<{ page?: ProspectPage; error?: string; loading: boolean }>({ loading: true });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(filter);
  useEffect(() => setCursors([undefined]), [jobId, key]);
  const after = cursors[cursors.length - 1];
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    applicationsApi.prospects(jobId, filter, after).then(
      (page) => !controller.signal.aborted && setState({ page, loading: false }),
      (failure: unknown) =>
        !controller.signal.aborted &&
        setState({ loading: false, error: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => controller.abort();
    // The filter is read through its key.
  }, [jobId, key, after, version]);
  const page = state.page;
  return {
    ...state,
    pageNumber: cursors.length,
    hasNext: page?.has_more === true,
    hasPrevious: cursors.length > 1,
    next: () => {
      const last = page?.prospectDtos[page.prospectDtos.length - 1];
      if (last) {
        setCursors((current) => [...current, last.id]);
      }
    },
    previous: () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    reload: useCallback(() => setVersion((current) => current + 1), []),
  };
}

/** The headshot of the pre-screen: its signed link comes with the talent's public details. */
function useHeadshot(prospect: Prospect, open: boolean) {
  const [state, setState] = useState<{ url?: string; missing?: boolean }>({});
  const photoId = prospect.preScreen?.headshotPhotoId;
  useEffect(() => {
    if (!open || !photoId) {
      return;
    }
    const controller = new AbortController();
    apiFetch<{ photos?: { id: string; thumbnailUrl: string }[] }>(
      `/api/talent/details/${encodeURIComponent(prospect.talentId)}`,
      { signal: controller.signal },
    ).then(
      ({ json }) => {
        const photo = json.photos?.find((candidate) => candidate.id === photoId);
        setState(photo ? { url: photo.thumbnailUrl } : { missing: true });
      },
      () => !controller.signal.aborted && setState({ missing: true }),
    );
    return () => controller.abort();
  }, [open, photoId, prospect.talentId]);
  return state;
}

function PreScreenItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function PreScreen({ prospect, open }: { prospect: Prospect; open: boolean }) {
  const translate = useTranslate();
  const headshot = useHeadshot(prospect, open);
  const preScreen = prospect.preScreen ?? {};
  const any =
    preScreen.headshotPhotoId ||
    preScreen.videoReelUrl ||
    preScreen.audioReelUrl ||
    preScreen.coverLetter ||
    preScreen.nudityAcknowledged ||
    prospect.message;
  if (!any) {
    return <Typography variant="body2">{translate(`${T}.preScreen.none`)}</Typography>;
  }
  const link = (url: string) => (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }} data-testid={`prescreen-${prospect.id}`}>
      {preScreen.headshotPhotoId && (
        <PreScreenItem label={translate(`${T}.preScreen.headshot`)}>
          {headshot.url ? (
            <Box
              component="img"
              src={headshot.url}
              alt={translate(`${T}.preScreen.headshotAlt`, { name: prospect.talentName })}
              sx={{ width: 96, height: 128, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          ) : headshot.missing ? (
            translate(`${T}.preScreen.headshotMissing`)
          ) : (
            <CircularProgress size={18} aria-label={translate('ra.page.loading')} />
          )}
        </PreScreenItem>
      )}
      {preScreen.videoReelUrl && (
        <PreScreenItem label={translate(`${T}.preScreen.videoReel`)}>{link(preScreen.videoReelUrl)}</PreScreenItem>
      )}
      {preScreen.audioReelUrl && (
        <PreScreenItem label={translate(`${T}.preScreen.audioReel`)}>{link(preScreen.audioReelUrl)}</PreScreenItem>
      )}
      {preScreen.coverLetter && (
        <PreScreenItem label={translate(`${T}.preScreen.coverLetter`)}>{preScreen.coverLetter}</PreScreenItem>
      )}
      {preScreen.nudityAcknowledged && (
        <PreScreenItem label={translate(`${T}.preScreen.nudityAcknowledged`)}>✓</PreScreenItem>
      )}
      {prospect.message && (
        <PreScreenItem label={translate(`${T}.preScreen.message`)}>{prospect.message}</PreScreenItem>
      )}
    </Stack>
  );
}

function DenyDialog({
  prospect,
  open,
  onClose,
  onDone,
}: {
  prospect: Prospect;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length > REASON_MAX_LENGTH) {
      setError(translate(`${T}.deny.maxLength`, { max: REASON_MAX_LENGTH }));
      return;
    }
    setSending(true);
    try {
      await applicationsApi.update(prospect.id, { action: 'deny', ...(trimmed ? { reason: trimmed } : {}) });
      notify(`${T}.done.deny`, { type: 'success', messageArgs: { name: prospect.talentName } });
      onDone();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : translate('errors.error');
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${T}.deny.title`, { name: prospect.talentName })}</DialogTitle>
      {sending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <DialogContent dividers data-testid="deny-dialog">
        <Typography sx={{ mb: 2 }}>{translate(`${T}.deny.intro`)}</Typography>
        <TextField
          label={translate(`${T}.deny.reason`)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          multiline
          minRows={3}
          error={Boolean(error)}
          helperText={error ?? `${reason.length} / ${REASON_MAX_LENGTH}`}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={sending}>
          {translate(`${T}.deny.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ACTION_ICONS: Partial<Record<MemberAction, ReactElement>> = {
  accept: <CheckIcon />,
  deny: <CloseIcon />,
  restore: <RestoreIcon />,
  archive: <ArchiveIcon />,
  unarchive: <UnarchiveIcon />,
};

/** The owner's actions in the order a casting decision reads (accept first). */
const CARD_ACTIONS: readonly MemberAction[] = ['accept', 'deny', 'restore', 'archive', 'unarchive'];

function ProspectCard({
  prospect,
  job,
  jobTitle,
  onChanged,
}: {
  prospect: Prospect;
  job: JobSummary | undefined;
  jobTitle: string;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [showPreScreen, setShowPreScreen] = useState(false);
  const [dialog, setDialog] = useState<'accept' | 'edit' | 'deny'>();
  const [busy, setBusy] = useState(false);
  const [favorite, setFavorite] = useState(prospect.isFavorite === true);
  useEffect(() => setFavorite(prospect.isFavorite === true), [prospect.isFavorite]);
  const state = { status: prospect.status, archived: prospect.archived === true };
  const actions = allowedActions(state, 'owner').filter((action) => CARD_ACTIONS.includes(action));
  const name = prospect.talentName;
  const collapseId = `prescreen-panel-${prospect.id}`;

  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success', messageArgs: { name } });
      onChanged();
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : translate('errors.error'), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggleFavorite = async () => {
    const next = !favorite;
    setFavorite(next);
    const done = await run(
      () => applicationsApi.update(prospect.id, { isFavorite: next }),
      `${T}.done.${next ? 'favorite' : 'unfavorite'}`,
    );
    if (!done) {
      setFavorite(!next);
    }
  };

  const act = (action: MemberAction) => {
    if (action === 'accept') {
      setDialog('accept');
    } else if (action === 'deny') {
      setDialog('deny');
    } else {
      void run(() => applicationsApi.update(prospect.id, { action }), `${T}.done.${action}`);
    }
  };

  const decided =
    prospect.status === 'accepted' && prospect.acceptedOn
      ? translate(`${T}.acceptedOn`, { date: formatDate(prospect.acceptedOn, locale) })
      : prospect.status === 'denied' && prospect.deniedOn
        ? translate(`${T}.deniedOn`, { date: formatDate(prospect.deniedOn, locale) })
        : undefined;

  return (
    <Card variant="outlined" data-testid={`prospect-${prospect.id}`} aria-label={name} component="article">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h6" component="h2">
                {name}
              </Typography>
              <Chip
                size="small"
                label={translate(`resources.application.statuses.${prospect.status}`, { _: prospect.status })}
                color={prospect.status === 'accepted' ? 'success' : 'default'}
                variant={prospect.status === 'denied' ? 'outlined' : 'filled'}
                data-testid={`prospect-status-${prospect.id}`}
              />
              {prospect.talentMinor && <Chip size="small" color="secondary" label={translate(`${T}.minor`)} />}
              {prospect.archived && <Chip size="small" variant="outlined" label={translate(`${T}.archived`)} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                translate(`${T}.appliedOn`, { date: formatDate(prospect.createdAt, locale) }),
                prospect.appliedAs === 'representative' && prospect.representativeName
                  ? translate(`${T}.appliedVia`, { name: prospect.representativeName })
                  : translate(`${T}.appliedSelf`),
                decided,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {prospect.status === 'denied' && prospect.denialReason && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid={`prospect-reason-${prospect.id}`}>
                {translate(`${T}.reason`, { reason: denialReasonText(prospect.denialReason, translate) })}
              </Typography>
            )}
            {prospect.dealMemo && (
              <Box sx={{ mt: 0.5 }} data-testid={`prospect-memo-${prospect.id}`}>
                <Typography variant="body2">{memoText(prospect.dealMemo, locale, translate, `${T}.memo`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {(prospect.dealMemo.split ?? [])
                    .map((share) =>
                      translate(`${T}.memoShare`, {
                        name: share.name ?? share.profileId,
                        share: formatBps(share.shareBps, locale),
                      }),
                    )
                    .join(' · ')}
                </Typography>
              </Box>
            )}
          </Box>
          <IconButton
            onClick={() => void toggleFavorite()}
            disabled={busy}
            aria-pressed={favorite}
            aria-label={translate(favorite ? `${T}.unfavorite` : `${T}.favorite`, { name })}
            color={favorite ? 'warning' : 'default'}
            data-testid={`prospect-favorite-${prospect.id}`}
          >
            {favorite ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        </Stack>
        <Collapse in={showPreScreen} id={collapseId} unmountOnExit>
          <Box sx={{ mt: 1.5 }}>
            <PreScreen prospect={prospect} open={showPreScreen} />
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          size="small"
          onClick={() => setShowPreScreen((shown) => !shown)}
          aria-expanded={showPreScreen}
          aria-controls={collapseId}
        >
          {translate(showPreScreen ? `${T}.preScreen.hide` : `${T}.preScreen.show`)}
        </Button>
        <Button size="small" component={RouterLink} to={`/talent/${encodeURIComponent(prospect.talentId)}/detail`}>
          {translate(`${T}.profile`)}
        </Button>
        <Box sx={{ flex: 1 }} />
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'accept' ? 'contained' : 'outlined'}
            color={action === 'deny' ? 'error' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            disabled={busy}
            onClick={() => act(action)}
            aria-label={translate(`${T}.actions.named`, { action: translate(`${T}.actions.${action}`), name })}
            data-testid={`prospect-${action}-${prospect.id}`}
          >
            {translate(`${T}.actions.${action}`)}
          </Button>
        ))}
        {prospect.status === 'accepted' && canSetDealMemo(state, 'owner') && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditNoteIcon />}
            disabled={busy}
            onClick={() => setDialog('edit')}
            aria-label={translate(`${T}.actions.named`, { action: translate(`${T}.actions.dealMemo`), name })}
            data-testid={`prospect-dealMemo-${prospect.id}`}
          >
            {translate(`${T}.actions.dealMemo`)}
          </Button>
        )}
      </CardActions>
      {(dialog === 'accept' || dialog === 'edit') && (
        <DealMemoDialog
          application={prospect}
          jobTitle={jobTitle}
          pay={job?.payment}
          mode={dialog}
          open
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            onChanged();
          }}
        />
      )}
      {dialog === 'deny' && (
        <DenyDialog
          prospect={prospect}
          open
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}

/**
 * /prospect/details/{jobId} (spec section 2): the job's applicants for its owner, in the tabs All
 * Applicants, Accepted, Pending and Denied with their counts; favourites (and a favourites-only
 * filter), the pre-screen, accept through the deal memo dialog, deny with a reason, restore, archive
 * and unarchive as the application table allows. Pages by cursor; the tab and filters are in the address,
 * and kept when the owner comes back to the job's prospects from elsewhere.
 */
export default function ProspectDetails() {
  const { jobId = '' } = useParams();
  return (
    <RememberedAddress key={jobId} storeKey={`prospects.${jobId}`}>
      <ProspectTabs jobId={jobId} />
    </RememberedAddress>
  );
}

function ProspectTabs({ jobId }: { jobId: string }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProspectTab = isTab(requested) ? requested : 'all';
  const favorite = params.get('favorites') === '1';
  const archived = params.get('archived') === '1';
  const prospects = useProspects(jobId, { status: tab, favorite, archived });
  const [job, setJob] = useState<JobSummary>();

  useEffect(() => {
    const controller = new AbortController();
    // For the deal memo's starting terms; the prospects answer carries the title on its own.
    apiFetch<JobSummary>(`/api/job/details/${encodeURIComponent(jobId)}`, { signal: controller.signal }).then(
      ({ json }) => setJob(json),
      () => undefined,
    );
    return () => controller.abort();
  }, [jobId]);

  const navigate = (next: { tab?: ProspectTab; favorite?: boolean; archived?: boolean }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'all') {
      search.set('tab', nextTab);
    }
    if (next.favorite ?? favorite) {
      search.set('favorites', '1');
    }
    if (next.archived ?? archived) {
      search.set('archived', '1');
    }
    setParams(search, { replace: true });
  };

  const page = prospects.page;
  const title = page?.title ?? job?.roleName ?? '';
  if (prospects.error && !page) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate(`${T}.name`, { smart_count: 2 })} />
        <Alert severity="error" data-testid="prospects-error">
          {translate(`${T}.notFound`)} {prospects.error}
        </Alert>
      </Box>
    );
  }
  if (!page) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  const filtered = favorite || archived;
  return (
    <Box sx={{ mt: 2 }} data-testid="prospects">
      <Title title={translate(`${T}.title`, { title })} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography variant="h4" component="h1">
          {translate(`${T}.title`, { title })}
        </Typography>
        <Button component={RouterLink} to={`/job/${encodeURIComponent(jobId)}/details`}>
          {translate(`${T}.backToJob`)}
        </Button>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: ProspectTab) => navigate({ tab: next })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate(`${T}.name`, { smart_count: 2 })}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={`${translate(`${T}.tabs.${key}`)} (${page.counts[key]})`}
              id={`prospects-tab-${key}`}
              aria-controls="prospects-panel"
              data-testid={`prospects-tab-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Stack direction="row" spacing={1} sx={{ px: 1, pt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={favorite} onChange={(event) => navigate({ favorite: event.target.checked })} />}
          label={translate(`${T}.favoritesOnly`)}
        />
        <FormControlLabel
          control={<Switch checked={archived} onChange={(event) => navigate({ archived: event.target.checked })} />}
          label={translate(`${T}.showArchived`)}
        />
      </Stack>
      {prospects.loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Box role="tabpanel" id="prospects-panel" aria-labelledby={`prospects-tab-${tab}`} sx={{ mt: 2 }}>
        {page.prospectDtos.length === 0 ? (
          <Box sx={{ textAlign: 'center', p: 6 }} data-testid={`prospects-empty-${tab}`}>
            <Typography variant="h6" component="p" gutterBottom>
              {translate(filtered ? `${T}.emptyFiltered` : `${T}.empty.${tab}`)}
            </Typography>
            {!filtered && <Typography color="text.secondary">{translate(`${T}.emptyHelp`)}</Typography>}
          </Box>
        ) : (
          <Stack spacing={2}>
            {page.prospectDtos.map((prospect) => (
              <ProspectCard
                key={prospect.id}
                prospect={prospect}
                job={job}
                jobTitle={title}
                onChanged={prospects.reload}
              />
            ))}
          </Stack>
        )}
        {(prospects.hasPrevious || prospects.hasNext) && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', p: 1 }}>
            <IconButton
              onClick={prospects.previous}
              disabled={!prospects.hasPrevious}
              aria-label={translate('ra.navigation.previous')}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              onClick={prospects.next}
              disabled={!prospects.hasNext}
              aria-label={translate('ra.navigation.next')}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
