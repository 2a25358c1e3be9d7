import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { featureAllows } from '../../config/featureAccess';
import { usePublicConfig } from '../../config/PublicConfigContext';
import { apiFetch } from '../../dataProvider/httpClient';
import { formatDate } from '../../i18n/format';
import { ApplyDialog, type ApplyMode } from '../application/ApplyDialog';
import { applyState, utcToday } from './applyState';
import { payText, type JobPayment } from './payText';

const DETAILS = 'resources.job.details';
const CATALOGUE = 'resources.production.catalogue';

interface Place {
  city?: string;
  state?: string;
  country?: string;
}

/** GET /api/job/details/{id}: the job's fields, its production's summary and its project's name. */
interface JobDetailsRecord {
  id: string;
  accountId?: string;
  status: string;
  roleName?: string;
  description?: string;
  type?: string;
  remoteOption?: string;
  ethnicities?: string[];
  locationKind?: string;
  workLocation?: Place;
  keyDates?: { label?: string; date?: string; location?: string }[];
  expiresOn?: string;
  specialInstructions?: string;
  additionalMaterials?: string[];
  preScreen?: { media?: string[]; nudity?: boolean; messageToTalent?: string };
  payment?: JobPayment & {
    workDuration?: string;
    durationUnknown?: boolean;
    dependsOnOutcome?: string;
    agreedAmount?: boolean;
    paySecurely?: boolean;
    extraCompensationNotes?: string;
  };
  adLicenseNumber?: string;
  production: {
    name?: string;
    type?: string;
    category?: string;
    phase?: string;
    companyName?: string;
    unionStatus?: string;
  };
  projectName?: string;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, py: 0.75 }}
      data-testid={testId}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

function placeText(place: Place | undefined): string | undefined {
  const parts = [place?.city, place?.state, place?.country].filter((part) => part);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * Apply as talent, and as representative for an account allowed the representative feature; on the
 * job's own account, its prospects instead; on a job that takes no applications, Apply disabled with
 * the reason.
 */
function ApplyActions({ job }: { job: JobDetailsRecord }) {
  const translate = useTranslate();
  const claims = useClaims();
  const config = usePublicConfig();
  const [mode, setMode] = useState<ApplyMode>();
  const state = applyState(job, claims?.account, utcToday());
  if (state === 'own') {
    return (
      <Button
        variant="contained"
        component={RouterLink}
        to={`/prospect/details/${encodeURIComponent(job.id)}`}
        data-testid="job-prospects"
      >
        {translate('resources.job.prospects')}
      </Button>
    );
  }
  if (state !== 'open') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Button variant="contained" disabled data-testid="job-apply" aria-describedby="job-apply-closed">
          {translate(`${DETAILS}.apply`)}
        </Button>
        <Typography id="job-apply-closed" variant="body2" color="text.secondary">
          {state === 'expired'
            ? translate(`${DETAILS}.applyExpired`)
            : translate(`${DETAILS}.applyNotOpen`, {
                status: translate(`${CATALOGUE}.recordStatuses.${job.status}`, { _: job.status }),
              })}
        </Typography>
      </Stack>
    );
  }
  const caller = { role: claims?.role ?? 'user', owner: claims?.owner ?? false, accountType: claims?.accountType };
  const asRepresentative = featureAllows('representative', config.features.representative, caller);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="contained" onClick={() => setMode('talent')} data-testid="job-apply-talent">
        {translate('resources.application.apply.asTalent')}
      </Button>
      {asRepresentative && (
        <Button variant="outlined" onClick={() => setMode('representative')} data-testid="job-apply-representative">
          {translate('resources.application.apply.asRepresentative')}
        </Button>
      )}
      {mode && <ApplyDialog job={job} mode={mode} open onClose={() => setMode(undefined)} />}
    </Stack>
  );
}

/**
 * A job's details (spec section 2, /job/{id}/details): what the posting says of the role, its dates
 * and place, the pre-screen it asks for, its pay, and the poster's agency license where the law
 * requires it in casting ads (the service sets adLicenseNumber only then); the Apply dialogs, or the
 * prospects for the job's own account.
 */
export default function JobDetails() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const [job, setJob] = useState<JobDetailsRecord>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    apiFetch<JobDetailsRecord>(`/api/job/details/${encodeURIComponent(id)}`).then(
      (response) => live && setJob(response.json),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const key = (list: string, value: string | undefined) =>
    value ? translate(`${CATALOGUE}.${list}.${value}`, { _: value }) : undefined;
  const keys = (list: string, values: string[] | undefined) =>
    values && values.length > 0 ? values.map((value) => key(list, value)).join(', ') : undefined;

  if (error) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('resources.job.name', { smart_count: 1 })} />
        <Alert severity="error" data-testid="job-details-error">
          {translate(`${DETAILS}.notFound`)} {error}
        </Alert>
      </Box>
    );
  }
  if (!job) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  const payment = job.payment;
  const title = translate(`${DETAILS}.title`, { name: job.roleName ?? '' });
  return (
    <Box sx={{ mt: 2 }} data-testid="job-details">
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box>
              <Typography variant="h4" component="h1">
                {job.roleName}
              </Typography>
              <Typography variant="subtitle1" color="text.secondary">
                {[job.production.name, job.projectName].filter(Boolean).join(' · ')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {job.type && <Chip label={key('jobTypes', job.type)} />}
                <Chip variant="outlined" label={key('recordStatuses', job.status)} data-testid="job-details-status" />
              </Stack>
            </Box>
            <ApplyActions job={job} />
          </Stack>
          {job.adLicenseNumber && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="job-license">
              <strong>{translate(`${DETAILS}.license`, { number: job.adLicenseNumber })}</strong>
              <br />
              {translate(`${DETAILS}.licenseWhy`)}
            </Alert>
          )}
          {job.description && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{job.description}</Typography>}
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate(`${DETAILS}.production`)}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={translate(`${DETAILS}.production`)}>
              {[job.production.name, key('productionTypes', job.production.type)].filter(Boolean).join(' · ')}
            </Fact>
            {job.production.companyName && (
              <Fact label={translate(`${DETAILS}.company`)}>{job.production.companyName}</Fact>
            )}
            {job.projectName && <Fact label={translate(`${DETAILS}.project`)}>{job.projectName}</Fact>}
            {job.production.unionStatus && (
              <Fact label={translate(`${DETAILS}.unionStatus`)}>
                {key('unionStatuses', job.production.unionStatus)}
              </Fact>
            )}
            {job.production.phase && (
              <Fact label={translate(`${DETAILS}.phase`)}>{key('phaseLabels', job.production.phase)}</Fact>
            )}
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate('resources.production.job.sections.dateLocation')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={translate(`${DETAILS}.location`)} testId="job-details-location">
              {[key('locationKinds', job.locationKind), placeText(job.workLocation)].filter(Boolean).join(' — ')}
            </Fact>
            {job.remoteOption && (
              <Fact label={translate(`${DETAILS}.remote`)}>{key('remoteOptions', job.remoteOption)}</Fact>
            )}
            {(job.keyDates ?? []).length > 0 && (
              <Fact label={translate(`${DETAILS}.keyDates`)}>
                {(job.keyDates ?? [])
                  .map((date) =>
                    [date.label, date.date ? formatDate(`${date.date}T12:00:00`, locale) : undefined, date.location]
                      .filter(Boolean)
                      .join(' · '),
                  )
                  .join('\n')}
              </Fact>
            )}
            {job.expiresOn && (
              <Fact label={translate(`${DETAILS}.expiresOn`)}>{formatDate(`${job.expiresOn}T12:00:00`, locale)}</Fact>
            )}
            {job.ethnicities && job.ethnicities.length > 0 && (
              <Fact label={translate(`${DETAILS}.ethnicities`)}>{keys('ethnicities', job.ethnicities)}</Fact>
            )}
            {job.specialInstructions && (
              <Fact label={translate(`${DETAILS}.instructions`)}>{job.specialInstructions}</Fact>
            )}
            {job.additionalMaterials && job.additionalMaterials.length > 0 && (
              <Fact label={translate(`${DETAILS}.materials`)}>{keys('materialKinds', job.additionalMaterials)}</Fact>
            )}
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate(`${DETAILS}.preScreen`)}
          </Typography>
          <Box component="dl" sx={{ m: 0 }} data-testid="job-details-prescreen">
            <Fact label={translate(`${DETAILS}.media`)}>
              {keys('preScreenMedia', job.preScreen?.media) ?? translate(`${DETAILS}.noMedia`)}
            </Fact>
            {job.preScreen?.messageToTalent && (
              <Fact label={translate(`${DETAILS}.messageToTalent`)}>{job.preScreen.messageToTalent}</Fact>
            )}
          </Box>
          {job.preScreen?.nudity && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate(`${DETAILS}.nudity`)}
            </Alert>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate('resources.production.job.sections.payment')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={translate(`${DETAILS}.pay`)} testId="job-details-pay">
              {payText(payment, locale, translate)}
            </Fact>
            {(payment?.workDuration || payment?.durationUnknown) && (
              <Fact label={translate(`${DETAILS}.duration`)}>
                {payment.workDuration
                  ? key('workDurations', payment.workDuration)
                  : translate(`${DETAILS}.durationUnknown`)}
              </Fact>
            )}
            {payment?.dependsOnOutcome && (
              <Fact label={translate(`${DETAILS}.pay`)}>
                {translate(`${DETAILS}.outcome`, { kind: key('outcomeDependentKinds', payment.dependsOnOutcome) })}
              </Fact>
            )}
            {payment?.agreedAmount && (
              <Fact label={translate(`${DETAILS}.pay`)}>{translate(`${DETAILS}.agreedAmount`)}</Fact>
            )}
            {payment?.paySecurely && (
              <Fact label={translate(`${DETAILS}.pay`)}>{translate(`${DETAILS}.paySecurely`)}</Fact>
            )}
            {payment?.extraCompensationNotes && (
              <Fact label={translate(`${DETAILS}.extra`)}>{payment.extraCompensationNotes}</Fact>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
