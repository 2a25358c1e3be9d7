import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { CursorPagination } from '../../components/CursorPagination';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { isAccountAdmin } from '../invoice/invoiceActions';
import type { TransferRecord } from '../invoice/invoicesApi';
import { TransferReportDialog } from './TransferReportDialog';
import { holdText } from './transferHold';
import './registerMessages';

const T = 'resources.transfer';

/** Whether the account paid this transfer (it paid the invoice) or receives it. */
function useDirection(record: TransferRecord | undefined): 'paid' | 'received' | undefined {
  const claims = useClaims();
  if (!record) {
    return undefined;
  }
  return record.payerAccountId === claims?.account ? 'paid' : 'received';
}

function DirectionCell() {
  const record = useRecordContext<TransferRecord>();
  const translate = useTranslate();
  const direction = useDirection(record);
  return direction ? (
    <Chip
      size="small"
      variant="outlined"
      color={direction === 'received' ? 'success' : 'default'}
      label={translate(`${T}.direction.${direction}`)}
      data-testid={`transfer-direction-${direction}`}
    />
  ) : null;
}

function DestinationCell() {
  const record = useRecordContext<TransferRecord>();
  const translate = useTranslate();
  if (!record) {
    return null;
  }
  return (
    <span data-testid={`transfer-destination-${record.destination}`}>
      {translate(`resources.invoice.destinations.${record.destination}`, { _: record.destination })}
      {record.trustState ? ` (${record.trustState})` : ''}
    </span>
  );
}

function AmountCell() {
  const record = useRecordContext<TransferRecord>();
  const [locale] = useLocaleState();
  const direction = useDirection(record);
  if (!record) {
    return null;
  }
  const amount = formatMoney(record.amount, locale, record.currency?.toUpperCase() || 'USD');
  return (
    <span data-testid="transfer-amount" style={{ whiteSpace: 'nowrap' }}>
      {direction === 'paid' ? `−${amount}` : amount}
    </span>
  );
}

function StatusCell() {
  const record = useRecordContext<TransferRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  return (
    <Box>
      <span>{translate(`${T}.status.${record.status}`, { _: record.status })}</span>
      {record.hold && (
        <Typography variant="body2" color="text.secondary">
          {holdText(translate, record.hold, locale, record.currency)}
        </Typography>
      )}
    </Box>
  );
}

function InvoiceCell() {
  const record = useRecordContext<TransferRecord>();
  const direction = useDirection(record);
  if (!record) {
    return null;
  }
  // The payer reads its invoices; a recipient sees the invoice's id and its transfer group only.
  return (
    <Box>
      {direction === 'paid' ? (
        <Button
          component={RouterLink}
          to={`/invoices/${encodeURIComponent(record.invoiceId)}/detail`}
          size="small"
          sx={{ textTransform: 'none', px: 0, minWidth: 0 }}
        >
          {record.invoiceId.slice(0, 8)}
        </Button>
      ) : (
        <span>{record.invoiceId.slice(0, 8)}</span>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {record.transferGroup}
      </Typography>
    </Box>
  );
}

function CreatedCell() {
  const record = useRecordContext<TransferRecord>();
  const [locale] = useLocaleState();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.createdAt, locale)}</span> : null;
}

function Empty({ invoiceId }: { invoiceId?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid="transfers-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate(invoiceId ? `${T}.list.emptyInvoice` : `${T}.list.empty`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.list.emptyHelp`)}</Typography>
    </Box>
  );
}

/**
 * /transfers (spec section 2): what the account paid (as the payer of invoices) and received (as the
 * talent, representative or guardian of a split), newest first, each with its invoice and transfer
 * group; ?invoiceId= narrows to one invoice. Owners and admins generate the transfer report.
 */
export default function TransferList() {
  const translate = useTranslate();
  const claims = useClaims();
  const [params, setParams] = useSearchParams();
  const invoiceId = params.get('invoiceId') ?? undefined;
  const [reporting, setReporting] = useState(false);
  return (
    <Box sx={{ mt: 1 }} data-testid="transfers">
      {invoiceId && (
        <Stack direction="row" sx={{ py: 1 }}>
          <Chip
            label={translate(`${T}.list.invoiceFilter`, { id: invoiceId.slice(0, 8) })}
            onDelete={() => setParams({}, { replace: true })}
            data-testid="transfer-invoice-filter"
          />
        </Stack>
      )}
      <List
        key={invoiceId ?? 'all'}
        resource="transfers"
        filter={invoiceId ? { invoiceId } : {}}
        storeKey={`transfers.${invoiceId ?? 'all'}`}
        disableSyncWithLocation
        perPage={PAGE_SIZE}
        exporter={false}
        title={`${T}.list.title`}
        actions={
          isAccountAdmin(claims?.role) ? (
            <TopToolbar>
              <Button
                variant="contained"
                startIcon={<ReceiptLongIcon />}
                onClick={() => setReporting(true)}
                data-testid="transfer-report"
              >
                {translate(`${T}.list.report`)}
              </Button>
            </TopToolbar>
          ) : (
            false
          )
        }
        empty={<Empty invoiceId={invoiceId} />}
        pagination={<CursorPagination />}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="createdAt" label={`${T}.fields.created`} disableSort>
            <CreatedCell />
          </DataTable.Col>
          <DataTable.Col label={`${T}.fields.direction`} disableSort>
            <DirectionCell />
          </DataTable.Col>
          <DataTable.Col source="destination" label={`${T}.fields.destination`} disableSort>
            <DestinationCell />
          </DataTable.Col>
          <DataTable.Col source="amount" label={`${T}.fields.amount`} disableSort align="right">
            <AmountCell />
          </DataTable.Col>
          <DataTable.Col source="status" label={`${T}.fields.status`} disableSort>
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="invoiceId" label={`${T}.fields.invoice`} disableSort>
            <InvoiceCell />
          </DataTable.Col>
        </DataTable>
      </List>
      {reporting && <TransferReportDialog invoiceId={invoiceId} onClose={() => setReporting(false)} />}
    </Box>
  );
}
