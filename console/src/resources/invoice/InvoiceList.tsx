import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { CursorPagination } from '../../components/CursorPagination';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { INVOICE_DISPLAY_STATUSES, isAccountAdmin, isInvoiceDisplayStatus } from './invoiceActions';
import type { InvoiceRecord } from './invoicesApi';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import './registerMessages';

const T = 'resources.invoice';

export function invoiceNumber(invoice: Pick<InvoiceRecord, 'number' | 'status'>, translate: (key: string) => string) {
  return invoice.number ?? translate(`${T}.list.draftNumber`);
}

function NumberCell() {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  return record ? (
    <Button
      component={RouterLink}
      to={`/invoices/${encodeURIComponent(record.id)}/detail`}
      size="small"
      sx={{ textTransform: 'none', px: 0, minWidth: 0 }}
      data-testid={`invoice-link-${record.id}`}
    >
      {invoiceNumber(record, translate)}
    </Button>
  ) : null;
}

function StatusCell() {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  return (
    <Box>
      <InvoiceStatusChip status={record.displayStatus} />
      {record.displayStatus === 'scheduled' && record.finalizeAt && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.list.finalizesAt`, { time: formatDateTime(record.finalizeAt, locale) })}
        </Typography>
      )}
    </Box>
  );
}

function MoneyCell({ field }: { field: 'total' | 'amountDue' }) {
  const record = useRecordContext<InvoiceRecord>();
  const [locale] = useLocaleState();
  return record ? (
    <span>{formatMoney(record[field] ?? 0, locale, record.currency?.toUpperCase() || 'USD')}</span>
  ) : null;
}

function DateCell() {
  const record = useRecordContext<InvoiceRecord>();
  const [locale] = useLocaleState();
  return record ? <span>{formatDate(record.createdAt, locale)}</span> : null;
}

function Empty({ status, onCreate }: { status?: string; onCreate?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid="invoices-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {status
          ? translate(`${T}.list.emptyStatus`, { status: translate(`${T}.status.${status}`) })
          : translate(`${T}.list.empty`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${T}.list.emptyHelp`)}
      </Typography>
      {onCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {translate(`${T}.list.create`)}
        </Button>
      )}
    </Box>
  );
}

/**
 * /invoices (spec section 2): the invoices the account pays, newest first, filtered on any of the eight
 * statuses of spec section 4 (the three derived ones too: the service filters them). The filter is in
 * the address (?status=); "Create invoice" opens the dialog "create invoice for a job" (owners and
 * admins, who set the money asked for).
 */
export default function InvoiceList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const claims = useClaims();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? undefined;
  const status = isInvoiceDisplayStatus(requested) ? requested : undefined;
  const [creating, setCreating] = useState(params.get('create') === '1');
  const canCreate = isAccountAdmin(claims?.role);
  const choose = (next?: string) => setParams(next ? { status: next } : {}, { replace: true });
  const openCreate = canCreate ? () => setCreating(true) : undefined;
  return (
    <Box sx={{ mt: 1 }} data-testid="invoices">
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1, gap: 1 }}
        role="group"
        aria-label={translate(`${T}.list.filter`)}
      >
        <Chip
          label={translate(`${T}.list.all`)}
          color={status ? 'default' : 'primary'}
          variant={status ? 'outlined' : 'filled'}
          onClick={() => choose()}
          aria-pressed={!status}
          data-testid="invoice-filter-all"
        />
        {INVOICE_DISPLAY_STATUSES.map((key) => (
          <Chip
            key={key}
            label={translate(`${T}.status.${key}`)}
            color={status === key ? 'primary' : 'default'}
            variant={status === key ? 'filled' : 'outlined'}
            onClick={() => choose(key)}
            aria-pressed={status === key}
            data-testid={`invoice-filter-${key}`}
          />
        ))}
      </Stack>
      <List
        key={status ?? 'all'}
        resource="invoices"
        filter={status ? { status } : {}}
        storeKey={`invoices.${status ?? 'all'}`}
        disableSyncWithLocation
        perPage={PAGE_SIZE}
        exporter={false}
        title={`${T}.list.title`}
        actions={
          canCreate ? (
            <TopToolbar>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setCreating(true)}
                data-testid="invoice-create"
              >
                {translate(`${T}.list.create`)}
              </Button>
            </TopToolbar>
          ) : (
            false
          )
        }
        empty={<Empty status={status} onCreate={openCreate} />}
        pagination={<CursorPagination />}
      >
        <DataTable bulkActionButtons={false} rowClick={(id) => `/invoices/${encodeURIComponent(String(id))}/detail`}>
          <DataTable.Col source="number" label={`${T}.fields.number`} disableSort>
            <NumberCell />
          </DataTable.Col>
          <DataTable.Col source="jobTitle" label={`${T}.fields.job`} disableSort />
          <DataTable.Col source="talentName" label={`${T}.fields.talent`} disableSort />
          <DataTable.Col source="displayStatus" label={`${T}.fields.status`} disableSort>
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="total" label={`${T}.fields.total`} disableSort align="right">
            <MoneyCell field="total" />
          </DataTable.Col>
          <DataTable.Col source="amountDue" label={`${T}.fields.amountDue`} disableSort align="right">
            <MoneyCell field="amountDue" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label={`${T}.fields.created`} disableSort>
            <DateCell />
          </DataTable.Col>
        </DataTable>
      </List>
      {creating && (
        <CreateInvoiceDialog
          applicationId={params.get('applicationId') ?? undefined}
          onClose={() => setCreating(false)}
          onCreated={(invoice) => void navigate(`/invoices/${encodeURIComponent(invoice.id)}/detail`)}
        />
      )}
    </Box>
  );
}
