import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import { Avatar, Button, Chip, Stack } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ageInYears } from '../../config/accountKinds';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate } from '../../i18n/format';
import { CursorPagination } from '../../components/CursorPagination';
import { talentName } from './talentName';

const T = 'resources.talent';

/** The name beside the primary photo's thumbnail (the list answers its signed link), else the initial. */
function NameCell() {
  const record = useRecordContext();
  const thumbnail = typeof record?.primaryThumbnailUrl === 'string' ? record.primaryThumbnailUrl : undefined;
  const name = talentName(record);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={thumbnail} alt="" sx={{ width: 32, height: 32 }} data-testid="talent-list-photo">
        {name.slice(0, 1)}
      </Avatar>
      <span>{name}</span>
    </Stack>
  );
}

function AgeCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) {
    return null;
  }
  // The member's own profile: the birth date is theirs to see; the age matters for a minor only.
  return record.minor === true && typeof record.birthDate === 'string' ? (
    <Chip size="small" color="secondary" label={translate(`${T}.list.minor`, { age: ageInYears(record.birthDate) })} />
  ) : (
    <>{translate(`${T}.list.adult`)}</>
  );
}

function DateCell({ source }: { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = record?.[source];
  return typeof value === 'string' ? <>{formatDate(value, locale)}</> : null;
}

function RowActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) {
    return null;
  }
  const base = `/talent/${encodeURIComponent(String(record.id))}`;
  const name = talentName(record);
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button
        component={RouterLink}
        to={`${base}/edit`}
        size="small"
        startIcon={<EditIcon />}
        aria-label={`${translate(`${T}.actions.edit`)}: ${name}`}
      >
        {translate(`${T}.actions.edit`)}
      </Button>
      <Button
        component={RouterLink}
        to={`${base}/detail`}
        size="small"
        startIcon={<PublicIcon />}
        aria-label={`${translate(`${T}.actions.detail`)}: ${name}`}
      >
        {translate(`${T}.actions.detail`)}
      </Button>
    </Stack>
  );
}

/** /talent: the account's talent profiles, cursor pages of 25 (partial pagination: no total). */
export default function TalentList() {
  return (
    <List
      perPage={PAGE_SIZE}
      exporter={false}
      pagination={<CursorPagination />}
      title={`${T}.titles.list`}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(id: RaRecord['id']) => `/talent/${encodeURIComponent(String(id))}/edit`}
      >
        <DataTable.Col source="lastName" label={`${T}.fields.name`} disableSort>
          <NameCell />
        </DataTable.Col>
        <DataTable.Col source="minor" label={`${T}.fields.age`} disableSort>
          <AgeCell />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label={`${T}.fields.createdAt`} disableSort>
          <DateCell source="createdAt" />
        </DataTable.Col>
        <DataTable.Col label="ra.action.edit" disableSort>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
