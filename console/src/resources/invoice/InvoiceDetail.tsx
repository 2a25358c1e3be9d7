import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { newIdempotencyKey } from '../../dataProvider/httpClient';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import type { ApplicationRecord } from '../application/applicationsApi';
import { formatBps } from './invoiceForm';
import { ConfirmActionDialog, CreditNoteDialog } from './InvoiceActionDialogs';
import {
  canEditInvoice,
  CONFIRMED_INVOICE_ACTIONS,
  LONG_INVOICE_ACTIONS,
  offeredInvoiceActions,
  type InvoiceActionName,
} from './invoiceActions';
import { EditInvoiceDialog } from './EditInvoiceDialog';
import { dealLineParts } from './dealLine';
import {
  invoicesApi,
  type ActionBody,
  type InvoiceItemRecord,
  type InvoiceRecord,
  type TransferRecord,
} from './invoicesApi';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { holdText } from '../transfer/transferHold';
import './registerMessages';

const T = 'resources.invoice';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The deal memo's split of the invoice, and once paid what each transfer did (the minor's trust set-aside apart). */
function SplitCard({
  invoice,
  application,
  transfers,
}: {
  invoice: InvoiceRecord;
  application?: ApplicationRecord;
  transfers: TransferRecord[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const currency = invoice.currency?.toUpperCase() || 'USD';
  const money = (cents: number) => formatMoney(cents, locale, currency);
  const shares = application?.dealMemo?.split ?? [];
  // What each party got is what the service transferred to it (a minor's trust line counts as the
  // talent's); before the payment no amount is shown, the split being the service's to compute.
  const received = (profileId: string) =>
    transfers
      .filter((transfer) => transfer.profileId === profileId)
      .reduce((sum, transfer) => sum + transfer.amount, 0);
  const trust = invoice.trustSetAside?.amount ? invoice.trustSetAside : undefined;
  const nameOf = (profileId: string) => shares.find((share) => share.profileId === profileId)?.name ?? profileId;
  return (
    <Card variant="outlined" data-testid="invoice-split">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.detail.split`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(invoice.status === 'paid' ? `${T}.detail.splitPaid` : `${T}.detail.splitHelp`)}
        </Typography>
        {application && shares.length === 0 && (
          <Typography color="text.secondary">{translate(`${T}.detail.noSplit`)}</Typography>
        )}
        {shares.length > 0 && (
          <Table size="small" aria-label={translate(`${T}.detail.split`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.detail.recipient`)}</TableCell>
                <TableCell>{translate(`${T}.detail.role`)}</TableCell>
                <TableCell align="right">{translate(`${T}.detail.share`)}</TableCell>
                <TableCell align="right">{translate(`${T}.detail.amount`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shares.map((share) => (
                <TableRow key={`${share.profileType}-${share.profileId}`} data-testid={`split-${share.profileType}`}>
                  <TableCell>{share.name ?? share.profileId}</TableCell>
                  <TableCell>{translate(`${T}.destinations.${share.profileType}`)}</TableCell>
                  <TableCell align="right">{formatBps(share.shareBps, locale)}</TableCell>
                  <TableCell align="right">{transfers.length > 0 ? money(received(share.profileId)) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {trust && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-trust-set-aside">
            {translate(`${T}.detail.trustSetAside`, {
              amount: money(trust.amount ?? 0),
              state: trust.state ?? '',
            })}
          </Alert>
        )}
        {!trust && application?.talentMinor && invoice.status !== 'paid' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(`${T}.detail.trustAhead`)}
          </Alert>
        )}
        {transfers.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate(`${T}.detail.transfers`)}
            </Typography>
            <Table size="small" aria-label={translate(`${T}.detail.transfers`)} data-testid="invoice-transfers">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.detail.recipient`)}</TableCell>
                  <TableCell>{translate(`${T}.detail.destination`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.detail.amount`)}</TableCell>
                  <TableCell>{translate(`${T}.detail.transferStatus`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {transfers.map((transfer) => (
                  <TableRow key={transfer.id} data-testid={`invoice-transfer-${transfer.destination}`}>
                    <TableCell>{nameOf(transfer.profileId)}</TableCell>
                    <TableCell>
                      {translate(`${T}.destinations.${transfer.destination}`, { _: transfer.destination })}
                      {transfer.trustState ? ` (${transfer.trustState})` : ''}
                    </TableCell>
                    <TableCell align="right">{money(transfer.amount)}</TableCell>
                    <TableCell>
                      {translate(`resources.transfer.status.${transfer.status}`, { _: transfer.status })}
                      {transfer.hold && (
                        <Typography variant="body2" color="text.secondary">
                          {holdText(translate, transfer.hold, locale, transfer.currency)}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Button
              component={RouterLink}
              to={`/transfers?invoiceId=${encodeURIComponent(invoice.id)}`}
              size="small"
              sx={{ mt: 1 }}
            >
              {translate(`${T}.detail.allTransfers`)}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function LinesCard({ invoice, application }: { invoice: InvoiceRecord; application?: ApplicationRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number | undefined) =>
    formatMoney(cents ?? 0, locale, invoice.currency?.toUpperCase() || 'USD');
  const lineText = (item: InvoiceItemRecord, index: number) => {
    const deal = dealLineParts(item, index, invoice, application?.dealMemo?.rateType);
    return deal
      ? translate(`${T}.detail.dealLine`, {
          job: deal.job,
          talent: deal.talent,
          rate: translate(`${T}.rateTypes.${deal.rateType}`, { _: deal.rateType }),
        })
      : (item.description ?? item.productId);
  };
  const totals: [string, number | undefined][] = [
    ['subtotal', invoice.subtotal],
    ['discount', invoice.discount],
    ['tax', invoice.tax],
    ['total', invoice.total],
    ['amountPaid', invoice.amountPaid],
    ['amountDue', invoice.amountDue],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.detail.lines`)}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(`${T}.detail.lines`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.form.description`)}</TableCell>
                <TableCell align="right">{translate(`${T}.form.quantity`)}</TableCell>
                <TableCell align="right">{translate(`${T}.detail.unitPrice`)}</TableCell>
                <TableCell align="right">{translate(`${T}.detail.taxes`)}</TableCell>
                <TableCell align="right">{translate(`${T}.detail.lineTotal`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(invoice.items ?? []).map((item, index) => (
                <TableRow key={index}>
                  <TableCell data-testid={`invoice-line-${index}`}>{lineText(item, index)}</TableCell>
                  <TableCell align="right">{new Intl.NumberFormat(locale).format(item.quantity)}</TableCell>
                  <TableCell align="right">{money(item.unitAmount)}</TableCell>
                  <TableCell align="right">
                    {(item.taxRatesBps ?? []).map((bps) => formatBps(bps, locale)).join(', ') || '—'}
                  </TableCell>
                  <TableCell align="right">{money(item.total)}</TableCell>
                </TableRow>
              ))}
              {totals.map(([key, value]) => (
                <TableRow key={key} data-testid={`invoice-figure-${key}`}>
                  <TableCell
                    colSpan={4}
                    align="right"
                    sx={{ fontWeight: key === 'total' || key === 'amountDue' ? 700 : 400 }}
                  >
                    {translate(`${T}.fields.${key}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: key === 'total' || key === 'amountDue' ? 700 : 400 }}>
                    {money(value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {invoice.memo && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
            <strong>{translate(`${T}.form.memo`)}:</strong> {invoice.memo}
          </Typography>
        )}
        {invoice.footer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {invoice.footer}
          </Typography>
        )}
        {(invoice.customFields ?? []).map((field) => (
          <Typography key={field.name} variant="body2">
            {field.name}: {field.value}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

type Pending = { action: InvoiceActionName; step: 'confirm' | 'credit' } | undefined;

/**
 * /invoices/{id}/detail: one invoice with its status (and the time a scheduled one finalizes), what
 * stopped its last payment, its lines and figures, the deal memo's split with the minor's trust
 * set-aside and, once paid, its transfers; the actions its status allows (invoiceActions.ts) as buttons,
 * the irreversible ones confirmed first; progress while one runs and a notification when it ends.
 */
export default function InvoiceDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const claims = useClaims();
  const [locale] = useLocaleState();
  const [invoice, setInvoice] = useState<InvoiceRecord | undefined>();
  const [application, setApplication] = useState<ApplicationRecord | undefined>();
  const [transfers, setTransfers] = useState<TransferRecord[]>([]);
  const [loadError, setLoadError] = useState<string | undefined>();
  const [running, setRunning] = useState<InvoiceActionName | undefined>();
  const [pending, setPending] = useState<Pending>();
  const [editing, setEditing] = useState(false);

  const loadTransfers = useCallback(
    (current: InvoiceRecord) => {
      if (current.status === 'paid') {
        invoicesApi.transfersOf(current.id).then(setTransfers, () => setTransfers([]));
      }
    },
    [setTransfers],
  );

  useEffect(() => {
    const controller = new AbortController();
    invoicesApi.get(id, controller.signal).then(
      (loaded) => {
        setInvoice(loaded);
        loadTransfers(loaded);
        invoicesApi.application(loaded.applicationId, controller.signal).then(setApplication, () => undefined);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoadError(error instanceof Error ? error.message : String(error));
        }
      },
    );
    return () => controller.abort();
  }, [id, loadTransfers]);

  const run = async (action: InvoiceActionName, body: ActionBody = {}) => {
    if (!invoice) {
      return;
    }
    setPending(undefined);
    setRunning(action);
    try {
      // One key per click: a retry of this very request (a time-out) is not charged or sent twice.
      const result = await invoicesApi.act(invoice.id, action, body, newIdempotencyKey());
      if ('deleted' in result) {
        notify(`${T}.done.delete`, { type: 'success' });
        void navigate('/invoices');
        return;
      }
      setInvoice(result.invoice);
      loadTransfers(result.invoice);
      if (action === 'pdf' && result.pdfUrl) {
        window.open(result.pdfUrl, '_blank', 'noopener');
      }
      notify(`${T}.done.${action}`, { type: 'success', messageArgs: { number: result.invoice.number ?? '' } });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      invoicesApi.get(invoice.id).then(setInvoice, () => undefined);
    } finally {
      setRunning(undefined);
    }
  };

  const start = (action: InvoiceActionName) => {
    if (action === 'creditNote') {
      setPending({ action, step: 'credit' });
    } else if (CONFIRMED_INVOICE_ACTIONS.includes(action)) {
      setPending({ action, step: 'confirm' });
    } else {
      void run(action);
    }
  };

  if (loadError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{loadError}</Alert>
        <Button component={RouterLink} to="/invoices" startIcon={<ChevronLeftIcon />} sx={{ mt: 2 }}>
          {translate(`${T}.detail.back`)}
        </Button>
      </Box>
    );
  }
  if (!invoice) {
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  }
  const offered = offeredInvoiceActions(invoice.actions, claims?.role);
  const editable = canEditInvoice(invoice.actions, claims?.role);
  const number = invoice.number ?? translate(`${T}.list.draftNumber`);
  const issue = invoice.paymentIssue;
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 2 }} data-testid="invoice-detail">
      <Title title={translate(`${T}.detail.title`, { number })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/invoices" startIcon={<ChevronLeftIcon />}>
          {translate(`${T}.detail.back`)}
        </Button>
        <Typography variant="h5" component="h1" data-testid="invoice-number">
          {translate(`${T}.detail.title`, { number })}
        </Typography>
        <InvoiceStatusChip status={invoice.displayStatus} />
      </Stack>
      {invoice.displayStatus === 'scheduled' && invoice.finalizeAt && (
        <Alert severity="info" data-testid="invoice-scheduled">
          {translate(`${T}.detail.scheduled`, { time: formatDateTime(invoice.finalizeAt, locale) })}
        </Alert>
      )}
      {issue && (
        <Alert severity={issue.kind === 'failed' ? 'error' : 'warning'} data-testid="invoice-payment-issue">
          {translate(`${T}.detail.issue.${issue.kind}`, { _: issue.message ?? issue.code })}
          {issue.kind === 'actionRequired' && invoice.hostedInvoiceUrl && (
            <>
              {' '}
              <Link href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener">
                {translate(`${T}.detail.hostedPage`)}
              </Link>
            </>
          )}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, m: 0 }}
          >
            <Fact label={translate(`${T}.fields.job`)}>{invoice.jobTitle || '—'}</Fact>
            <Fact label={translate(`${T}.fields.talent`)}>{invoice.talentName || '—'}</Fact>
            <Fact label={translate(`${T}.form.billingMethod`)}>
              {translate(`${T}.billingMethods.${invoice.billingMethod}`, { _: invoice.billingMethod })}
            </Fact>
            <Fact label={translate(`${T}.fields.created`)}>{formatDateTime(invoice.createdAt, locale)}</Fact>
            {invoice.dueDate && (
              <Fact label={translate(`${T}.form.dueDate`)}>{formatDate(`${invoice.dueDate}T12:00:00`, locale)}</Fact>
            )}
            {invoice.finalizedAt && (
              <Fact label={translate(`${T}.fields.finalizedAt`)}>{formatDateTime(invoice.finalizedAt, locale)}</Fact>
            )}
            {invoice.paidAt && (
              <Fact label={translate(`${T}.fields.paidAt`)}>{formatDateTime(invoice.paidAt, locale)}</Fact>
            )}
            <Fact label={translate(`${T}.fields.total`)}>
              <span data-testid="invoice-total">
                {formatMoney(invoice.total ?? 0, locale, invoice.currency?.toUpperCase() || 'USD')}
              </span>
            </Fact>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`${T}.detail.actions`)}
          </Typography>
          {running && (
            <Box sx={{ mb: 2 }} role="status" aria-live="polite" data-testid="invoice-action-running">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {translate(`${T}.running.${running}`)}
              </Typography>
              <LinearProgress variant={LONG_INVOICE_ACTIONS.includes(running) ? 'indeterminate' : 'query'} />
            </Box>
          )}
          {offered.length === 0 && !editable ? (
            <Typography color="text.secondary">{translate(`${T}.detail.noActions`)}</Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="invoice-actions">
              {editable && (
                <Button
                  variant="outlined"
                  startIcon={<EditIcon />}
                  onClick={() => setEditing(true)}
                  disabled={running !== undefined}
                  data-testid="invoice-action-edit"
                >
                  {translate(`${T}.actions.edit`)}
                </Button>
              )}
              {offered.map((action) => (
                <Button
                  key={action}
                  variant={action === 'finalize' || action === 'pay' ? 'contained' : 'outlined'}
                  color={action === 'void' || action === 'delete' ? 'error' : 'primary'}
                  onClick={() => start(action)}
                  disabled={running !== undefined}
                  data-testid={`invoice-action-${action}`}
                >
                  {translate(`${T}.actions.${action}`)}
                </Button>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <LinesCard invoice={invoice} application={application} />
      <SplitCard invoice={invoice} application={application} transfers={transfers} />
      {pending?.step === 'confirm' && (
        <ConfirmActionDialog
          invoice={invoice}
          action={pending.action}
          onClose={() => setPending(undefined)}
          onConfirm={() => void run(pending.action)}
        />
      )}
      {pending?.step === 'credit' && (
        <CreditNoteDialog
          invoice={invoice}
          onClose={() => setPending(undefined)}
          onSubmit={(body) => void run('creditNote', body)}
        />
      )}
      {editing && (
        <EditInvoiceDialog
          invoice={invoice}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setInvoice(saved);
            setEditing(false);
          }}
        />
      )}
    </Box>
  );
}
