import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { saveFile, transfersApi } from './transfersApi';
import {
  REPORT_POLL_MS,
  validateReportForm,
  type ReportErrors,
  type ReportForm,
  type ReportStatus,
} from './transferReport';

const T = 'resources.transfer.report';

type Phase =
  | { kind: 'form' }
  | { kind: 'sending' }
  | { kind: 'building'; report: ReportStatus }
  | { kind: 'ready'; fileName: string; rows: number; blob: Blob; downloaded: boolean }
  | { kind: 'failed'; message: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The transfer report (spec section 7): a file name and filters (an invoice, created from and to), then
 * the CSV. A small report comes back as the file and is downloaded in one step; a longer one is built
 * in the background: the dialog shows its progress, asking every second, and offers the download when
 * it is ready.
 */
export function TransferReportDialog({ invoiceId, onClose }: { invoiceId?: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const has = (key: string) => translate(key, { _: '\u0000' }) !== '\u0000';
  const [form, setForm] = useState<ReportForm>({
    fileName: `transfers-${today()}`,
    invoiceId: invoiceId ?? '',
    createdFrom: '',
    createdTo: '',
  });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [serverError, setServerError] = useState<{ field?: keyof ReportForm; message: string } | undefined>();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const polling = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => polling.current?.abort(), []);

  const finish = (answer: { fileName: string; rows: number; blob: Blob }, immediately: boolean) => {
    if (immediately) {
      saveFile(answer.blob, answer.fileName);
      notify(`${T}.downloaded`, {
        type: 'success',
        messageArgs: { fileName: answer.fileName, smart_count: answer.rows },
      });
    } else {
      notify(`${T}.readyNotice`, { type: 'info', messageArgs: { fileName: answer.fileName } });
    }
    setPhase({
      kind: 'ready',
      fileName: answer.fileName,
      rows: answer.rows,
      blob: answer.blob,
      downloaded: immediately,
    });
  };

  const poll = (report: ReportStatus) => {
    const controller = new AbortController();
    polling.current = controller;
    const next = () => {
      if (controller.signal.aborted) {
        return;
      }
      transfersApi.report(report, translate, has, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) {
            return;
          }
          if (answer.kind === 'file') {
            finish(answer, false);
          } else if (answer.report.status === 'failed') {
            setPhase({ kind: 'failed', message: answer.report.error ?? '' });
          } else {
            setPhase({ kind: 'building', report: answer.report });
            setTimeout(next, REPORT_POLL_MS);
          }
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
          }
        },
      );
    };
    setTimeout(next, REPORT_POLL_MS);
  };

  const submit = async () => {
    const checked = validateReportForm(form);
    setErrors(checked.errors);
    setServerError(undefined);
    if (!checked.body) {
      return;
    }
    setPhase({ kind: 'sending' });
    try {
      const answer = await transfersApi.requestReport(checked.body, translate, has);
      if (answer.kind === 'file') {
        finish(answer, true);
      } else if (answer.report.status === 'failed') {
        setPhase({ kind: 'failed', message: answer.report.error ?? '' });
      } else {
        setPhase({ kind: 'building', report: answer.report });
        poll(answer.report);
      }
    } catch (error) {
      const named = error instanceof ApiError ? error.apiBody?.args?.[0] : undefined;
      const field = (['fileName', 'invoiceId', 'createdFrom', 'createdTo'] as const).find((key) => key === named);
      setServerError({ field, message: error instanceof Error ? error.message : String(error) });
      setPhase({ kind: 'form' });
    }
  };

  const message = (field: keyof ReportForm) => {
    const error = errors[field];
    if (error) {
      return translate(`${T}.errors.${error.key}`, error.args ?? {});
    }
    return serverError?.field === field ? serverError.message : undefined;
  };
  const input = (field: keyof ReportForm, help?: string) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      setForm({ ...form, [field]: event.target.value });
      // A field's refusal goes as soon as it is changed; it is checked again on the next submit.
      setErrors(({ [field]: _changed, ...rest }) => rest);
      setServerError((current) => (current?.field === field ? undefined : current));
    },
    error: message(field) !== undefined,
    helperText: message(field) ?? help ?? ' ',
    fullWidth: true,
    disabled: phase.kind === 'sending' || phase.kind === 'building',
    label: translate(`${T}.${field}`),
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="transfer-report-title">
      <DialogTitle id="transfer-report-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent data-testid="transfer-report-dialog">
        <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.help`)}</DialogContentText>
        <Stack spacing={1}>
          <TextField
            {...input('fileName', translate(`${T}.fileNameHelp`))}
            slotProps={{ htmlInput: { 'data-testid': 'report-file-name' } }}
          />
          <TextField {...input('invoiceId', translate(`${T}.invoiceIdHelp`))} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" {...input('createdFrom')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" {...input('createdTo')} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </Stack>
        {serverError && !serverError.field && <Alert severity="error">{serverError.message}</Alert>}
        {(phase.kind === 'sending' || phase.kind === 'building') && (
          <Box role="status" aria-live="polite" sx={{ mt: 2 }} data-testid="report-progress">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {translate(phase.kind === 'sending' ? `${T}.sending` : `${T}.statuses.${phase.report.status}`, {
                _: phase.kind === 'building' ? phase.report.status : '',
              })}
            </Typography>
            <LinearProgress />
          </Box>
        )}
        {phase.kind === 'ready' && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="report-ready">
            {translate(`${T}.ready`, { fileName: phase.fileName, smart_count: phase.rows })}
          </Alert>
        )}
        {phase.kind === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="report-failed">
            {translate(`${T}.failed`, { error: phase.message })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(phase.kind === 'ready' ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {phase.kind === 'ready' ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => {
              saveFile(phase.blob, phase.fileName);
              setPhase({ ...phase, downloaded: true });
            }}
            data-testid="report-download"
          >
            {translate(`${T}.download`)}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={phase.kind === 'sending' || phase.kind === 'building'}
            data-testid="report-submit"
          >
            {translate(phase.kind === 'failed' ? `${T}.retry` : `${T}.submit`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
