import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate } from '../../i18n/format';
import { optionLabel } from '../talent/optionNames';
import { CursorPagination } from '../../components/CursorPagination';
import { representativeName } from './representativeForm';

const R = 'resources.representative';

function CreateButton() {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to="/representative/create"
      variant="contained"
      startIcon={<AddIcon />}
      data-testid="representative-create"
    >
      {translate(`${R}.actions.new`)}
    </Button>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid="representative-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${R}.empty`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${R}.invite`)}
      </Typography>
      <CreateButton />
    </Box>
  );
}

function NameCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{representativeName(record) || translate(`${R}.unnamed`)}</>;
}

function TypesCell() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const types = Array.isArray(record?.representationTypes) ? (record.representationTypes as string[]) : [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {types.map((type) => (
        <Chip key={type} size="small" label={optionLabel(locale, 'representationTypes', type)} />
      ))}
    </Box>
  );
}

/** The license that shows (number and issuing state), or nothing. */
function LicenseCell() {
  const record = useRecordContext();
  const license = record?.license as { number?: string; state?: string } | undefined;
  return license?.number ? <>{[license.number, license.state].filter(Boolean).join(' · ')}</> : null;
}

function DateCell() {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return typeof record?.createdAt === 'string' ? <>{formatDate(record.createdAt, locale)}</> : null;
}

function RowActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) {
    return null;
  }
  const base = `/representative/${encodeURIComponent(String(record.id))}`;
  const name = representativeName(record) || translate(`${R}.unnamed`);
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button
        component={RouterLink}
        to={`${base}/edit`}
        size="small"
        startIcon={<EditIcon />}
        aria-label={`${translate(`${R}.actions.edit`)}: ${name}`}
      >
        {translate(`${R}.actions.edit`)}
      </Button>
      <Button
        component={RouterLink}
        to={`${base}/detail`}
        size="small"
        startIcon={<PublicIcon />}
        aria-label={`${translate(`${R}.actions.detail`)}: ${name}`}
      >
        {translate(`${R}.actions.detail`)}
      </Button>
    </Stack>
  );
}

/** /representative: the account's representative profiles, cursor pages of 25 (no total). */
export default function RepresentativeList() {
  return (
    <List
      perPage={PAGE_SIZE}
      exporter={false}
      pagination={<CursorPagination />}
      title={`${R}.titles.list`}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(id: RaRecord['id']) => `/representative/${encodeURIComponent(String(id))}/edit`}
      >
        <DataTable.Col source="company" label={`${R}.fields.name`} disableSort>
          <NameCell />
        </DataTable.Col>
        <DataTable.Col source="representationTypes" label={`${R}.fields.representationTypes`} disableSort>
          <TypesCell />
        </DataTable.Col>
        <DataTable.Col source="license" label={`${R}.fields.licenseNumber`} disableSort>
          <LicenseCell />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label={`${R}.fields.createdAt`} disableSort>
          <DateCell />
        </DataTable.Col>
        <DataTable.Col label="ra.action.edit" disableSort>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
