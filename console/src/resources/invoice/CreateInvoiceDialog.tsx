import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import type { ApplicationRecord } from '../application/applicationsApi';
import { InvoiceFormFields, serverFieldError } from './InvoiceFormFields';
import {
  changedFields,
  formatBps,
  suggestedPrefix,
  validateInvoiceForm,
  withoutFields,
  type InvoiceErrors,
  type InvoiceForm,
} from './invoiceForm';
import { invoicesApi, type InvoiceRecord } from './invoicesApi';

const T = 'resources.invoice';

/** An accepted application with its deal memo, as the prospects route or GET /api/application/{id} answers it. */
type Invoiceable = Pick<ApplicationRecord, 'id' | 'jobId' | 'jobTitle' | 'talentName' | 'dealMemo' | 'status'>;

const blankForm = (prefix: string, memo: string): InvoiceForm => ({
  prefix,
  billingMethod: 'charge_automatically',
  dueDate: '',
  memo,
  footer: '',
  finalizeAt: '',
  dealMemoTaxRate: '',
  lines: [],
});

function DealMemoSummary({ application }: { application: Invoiceable }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const memo = application.dealMemo;
  if (!memo) {
    return null;
  }
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="invoice-deal-memo">
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.form.dealMemo`)}
      </Typography>
      <Typography>
        {translate(`${T}.form.dealMemoTerms`, {
          total: formatMoney(memo.total ?? memo.unitRate * (memo.quantity ?? 1), locale, memo.currency || 'USD'),
          rate: formatMoney(memo.unitRate, locale, memo.currency || 'USD'),
          rateType: translate(`${T}.rateTypes.${memo.rateType}`, { _: memo.rateType }),
          quantity: new Intl.NumberFormat(locale).format(memo.quantity ?? 1),
        })}
      </Typography>
      {(memo.split ?? []).map((share) => (
        <Typography key={`${share.profileType}-${share.profileId}`} variant="body2" color="text.secondary">
          {translate(`${T}.form.share`, {
            name: share.name ?? share.profileId,
            role: translate(`${T}.destinations.${share.profileType}`),
            share: formatBps(share.shareBps, locale),
          })}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.form.dealMemoLine`)}
      </Typography>
    </Box>
  );
}

/**
 * The dialog "create invoice for a job" (spec section 2): the job, then its accepted application (its
 * deal memo is the invoice's first line), then the draft's fields, prefilled (a prefix from the job's
 * title, the memo naming the job and the talent). With `applicationId` the application is already
 * chosen. Creates a draft (POST /api/stripe/invoice/application/{id}).
 */
export function CreateInvoiceDialog({
  applicationId,
  onClose,
  onCreated,
}: {
  applicationId?: string;
  onClose: () => void;
  onCreated: (invoice: InvoiceRecord) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [jobs, setJobs] = useState<{ id: string; roleName?: string }[] | undefined>(applicationId ? [] : undefined);
  const [jobId, setJobId] = useState('');
  const [applications, setApplications] = useState<Invoiceable[] | undefined>();
  const [chosen, setChosen] = useState<Invoiceable | undefined>();
  const [form, setForm] = useState<InvoiceForm | undefined>();
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const choose = (application: Invoiceable) => {
    setChosen(application);
    setErrors({});
    setServerErrors({});
    setForm(
      blankForm(
        suggestedPrefix(application.jobTitle),
        translate(`${T}.form.memoDefault`, {
          job: application.jobTitle,
          talent: application.talentName,
        }),
      ),
    );
  };

  useEffect(() => {
    const controller = new AbortController();
    const failed = (error: unknown) => {
      if (!controller.signal.aborted) {
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    };
    if (applicationId) {
      invoicesApi.application(applicationId, controller.signal).then(choose, failed);
    } else {
      invoicesApi.jobs(controller.signal).then(setJobs, failed);
    }
    return () => controller.abort();
    // Loaded once per dialog.
  }, [applicationId]);

  const chooseJob = (id: string) => {
    setJobId(id);
    setApplications(undefined);
    setChosen(undefined);
    setForm(undefined);
    invoicesApi.acceptedOf(id).then(
      (page) =>
        setApplications(
          page.prospectDtos
            .filter((prospect) => prospect.dealMemo)
            .map((prospect) => ({
              ...prospect,
              id: prospect.applicationId ?? prospect.id,
              jobTitle: prospect.jobTitle || page.title,
            })),
        ),
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
  };

  const dealMemoTotal = chosen?.dealMemo
    ? (chosen.dealMemo.total ?? chosen.dealMemo.unitRate * (chosen.dealMemo.quantity ?? 1))
    : 0;

  const change = (next: InvoiceForm) => {
    if (form) {
      const changed = changedFields(form, next);
      setErrors((current) => withoutFields(current, changed));
      setServerErrors((current) => withoutFields(current, changed));
    }
    setForm(next);
  };

  const submit = async () => {
    if (!chosen || !form) {
      return;
    }
    const checked = validateInvoiceForm(form, new Date(), { kind: 'create', dealMemoTotal });
    setErrors(checked.errors);
    setServerErrors({});
    if (!checked.body) {
      return;
    }
    setSaving(true);
    try {
      const invoice = await invoicesApi.create(chosen.id, checked.body);
      notify(`${T}.done.create`, { type: 'success' });
      onCreated(invoice);
    } catch (error) {
      const onField = serverFieldError(error);
      if (onField) {
        setServerErrors({ [onField.field]: onField.message });
      } else {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="create-invoice-title">
      <DialogTitle id="create-invoice-title">{translate(`${T}.create.title`)}</DialogTitle>
      {saving && <LinearProgress aria-label={translate(`${T}.create.saving`)} />}
      <DialogContent data-testid="create-invoice-dialog">
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!applicationId && jobs === undefined && !loadError && (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        )}
        {!applicationId && jobs !== undefined && jobs.length === 0 && (
          <Alert severity="info">{translate(`${T}.create.noJobs`)}</Alert>
        )}
        {!applicationId && jobs !== undefined && jobs.length > 0 && (
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={translate(`${T}.create.job`)}
            value={jobId}
            onChange={(event) => chooseJob(event.target.value)}
            helperText={translate(`${T}.create.jobHelp`)}
          >
            {jobs.map((job) => (
              <MenuItem key={job.id} value={job.id}>
                {job.roleName ?? job.id}
              </MenuItem>
            ))}
          </TextField>
        )}
        {jobId && applications === undefined && !loadError && (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        )}
        {applications !== undefined && applications.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate(`${T}.create.noApplications`)}
          </Alert>
        )}
        {applications !== undefined && applications.length > 0 && (
          <TextField
            select
            fullWidth
            sx={{ mt: 2 }}
            label={translate(`${T}.create.application`)}
            value={chosen?.id ?? ''}
            onChange={(event) => {
              const application = applications.find((candidate) => candidate.id === event.target.value);
              if (application) {
                choose(application);
              }
            }}
            helperText=" "
          >
            {applications.map((application) => (
              <MenuItem key={application.id} value={application.id}>
                {application.talentName}
              </MenuItem>
            ))}
          </TextField>
        )}
        {chosen && chosen.status && chosen.status !== 'accepted' && (
          <Alert severity="warning">{translate('errors.applicationNotInvoiceable')}</Alert>
        )}
        {chosen && (
          <Box sx={{ mt: 1 }}>
            <DealMemoSummary application={chosen} />
          </Box>
        )}
        {chosen && form && (
          <InvoiceFormFields
            form={form}
            errors={errors}
            serverErrors={serverErrors}
            onChange={change}
            mode="create"
            dealMemoTotal={dealMemoTotal}
            disabled={saving}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!chosen || !form || saving}
          data-testid="create-invoice-submit"
        >
          {translate(`${T}.create.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
