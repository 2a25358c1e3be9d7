import ArchiveIcon from '@mui/icons-material/Archive';
import SearchIcon from '@mui/icons-material/Search';
import UndoIcon from '@mui/icons-material/Undo';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  Confirm,
  DataTable,
  List,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RememberedAddress } from '../../components/RememberedAddress';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate } from '../../i18n/format';
import { CursorPagination } from '../../components/CursorPagination';
import { allowedActions, LIST_TABS, type ListTab, type MemberAction } from './applicationActions';
import { applicationsApi, type ApplicationRecord } from './applicationsApi';
import { denialReasonText, memoText } from './memoText';
import './registerMessages';

const T = 'resources.application';

/** What the applicant side may do from this list (accept, deny and restore are the job owner's). */
const LIST_ACTIONS: readonly MemberAction[] = ['unapply', 'archive', 'unarchive'];

const ICONS: Partial<Record<MemberAction, ReactElement>> = {
  unapply: <UndoIcon />,
  archive: <ArchiveIcon />,
  unarchive: <UnarchiveIcon />,
};

function isTab(value: string | null): value is ListTab {
  return value !== null && (LIST_TABS as readonly string[]).includes(value);
}

function JobCell() {
  const record = useRecordContext<ApplicationRecord>();
  return record ? (
    <Button
      component={RouterLink}
      to={`/job/${encodeURIComponent(record.jobId)}/details`}
      size="small"
      sx={{ textTransform: 'none', px: 0, minWidth: 0, textAlign: 'left' }}
    >
      {record.jobTitle || record.jobId}
    </Button>
  ) : null;
}

function TalentCell() {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  if (!record) {
    return null;
  }
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{record.talentName}</span>
        {record.talentMinor && <Chip size="small" color="secondary" label={translate(`${T}.minor`)} />}
      </Stack>
      {record.appliedAs === 'representative' && record.representativeName && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.appliedVia`, { name: record.representativeName })}
        </Typography>
      )}
    </Box>
  );
}

function AppliedOnCell() {
  const record = useRecordContext<ApplicationRecord>();
  const [locale] = useLocaleState();
  return record?.createdAt ? (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(record.createdAt, locale)}
    </Box>
  ) : null;
}

function DecisionCell() {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  if (record.status === 'accepted' && record.acceptedOn) {
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate(`${T}.acceptedOn`, { date: formatDate(record.acceptedOn, locale) })}
      </Box>
    );
  }
  if (record.status === 'denied') {
    return (
      <Box>
        {record.deniedOn && (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {translate(`${T}.deniedOn`, { date: formatDate(record.deniedOn, locale) })}
          </Box>
        )}
        {record.denialReason && (
          <Typography variant="body2" color="text.secondary" data-testid={`denial-reason-${record.id}`}>
            {translate(`${T}.reason`, { reason: denialReasonText(record.denialReason, translate) })}
          </Typography>
        )}
      </Box>
    );
  }
  return <>{translate(`${T}.statuses.${record.status}`, { _: record.status })}</>;
}

function MemoCell() {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  return record.dealMemo ? (
    <span data-testid={`memo-${record.id}`}>{memoText(record.dealMemo, locale, translate, `${T}.memo`)}</span>
  ) : (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate(`${T}.noMemo`)}
    </Typography>
  );
}

/** The actions the application table allows the applicant side now; unapply asks first. */
function ActionsCell() {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record) {
    return null;
  }
  const actions = allowedActions({ status: record.status, archived: record.archived === true }, 'applicant').filter(
    (action) => LIST_ACTIONS.includes(action),
  );
  const run = async (action: MemberAction) => {
    setBusy(true);
    try {
      if (action === 'unapply') {
        await applicationsApi.unapply(record.id);
      } else {
        await applicationsApi.update(record.id, { action });
      }
      notify(`${T}.done.${action}`, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : translate('errors.error'), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'unapply' ? 'error' : 'primary'}
          startIcon={ICONS[action]}
          disabled={busy}
          onClick={() => (action === 'unapply' ? setConfirming(true) : void run(action))}
          aria-label={translate(`${T}.actions.named`, {
            action: translate(`${T}.actions.${action}`),
            job: record.jobTitle,
            talent: record.talentName,
          })}
          data-testid={`application-${action}-${record.id}`}
        >
          {translate(`${T}.actions.${action}`)}
        </Button>
      ))}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`${T}.confirmUnapply.title`}
        content={`${T}.confirmUnapply.content`}
        translateOptions={{ talent: record.talentName, job: record.jobTitle }}
        confirm={`${T}.actions.unapply`}
        onConfirm={() => void run('unapply')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function Empty({ tab, archived }: { tab: ListTab; archived: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid={`applications-empty-${tab}`}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(archived ? `${T}.list.emptyArchived` : `${T}.list.empty.${tab}`)}
      </Typography>
      {!archived && (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${T}.list.emptyHelp`)}
          </Typography>
          <Button component={RouterLink} to="/job/search" variant="contained" startIcon={<SearchIcon />}>
            {translate(`${T}.list.searchJobs`)}
          </Button>
        </>
      )}
    </Box>
  );
}

/** One tab: GET /api/application?status=…&archived=… (the /status/{status} routes with the archive switch), cursor pages of 25. */
function TabList({ tab, archived }: { tab: ListTab; archived: boolean }) {
  return (
    <List
      resource="application"
      filter={{ status: tab, archived: String(archived) }}
      storeKey={`applications.${tab}.${archived ? 'archived' : 'current'}`}
      disableSyncWithLocation
      perPage={PAGE_SIZE}
      exporter={false}
      actions={false}
      title={`${T}.list.title`}
      empty={<Empty tab={tab} archived={archived} />}
      pagination={<CursorPagination />}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="jobTitle" label={`${T}.fields.job`} disableSort>
          <JobCell />
        </DataTable.Col>
        <DataTable.Col source="talentName" label={`${T}.fields.talent`} disableSort>
          <TalentCell />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label={`${T}.fields.appliedOn`} disableSort>
          <AppliedOnCell />
        </DataTable.Col>
        {tab !== 'pending' && (
          <DataTable.Col source="status" label={`${T}.fields.decision`} disableSort>
            <DecisionCell />
          </DataTable.Col>
        )}
        {tab === 'accepted' && (
          <DataTable.Col source="dealMemo" label={`${T}.fields.dealMemo`} disableSort>
            <MemoCell />
          </DataTable.Col>
        )}
        <DataTable.Col label={`${T}.fields.actions`} disableSort>
          <ActionsCell />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/**
 * /applications (spec section 2): the account's applications (as the applicant or as the talent's
 * account) in the tabs Accepted, Pending and Denied, each with its job, talent and dates; unapply,
 * archive and unarchive where the application table allows them. The tab and the archive switch are in
 * the address, and kept when the member comes back from elsewhere; each tab keeps its page.
 */
export default function ApplicationList() {
  return (
    <RememberedAddress storeKey="applications">
      <ApplicationTabs />
    </RememberedAddress>
  );
}

function ApplicationTabs() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ListTab = isTab(requested) ? requested : 'accepted';
  const archived = params.get('archived') === '1';
  const navigate = (next: { tab?: ListTab; archived?: boolean }) => {
    const search = new URLSearchParams({ tab: next.tab ?? tab });
    if (next.archived ?? archived) {
      search.set('archived', '1');
    }
    setParams(search, { replace: true });
  };
  return (
    <Box sx={{ mt: 1 }} data-testid="applications">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tabs
          value={tab}
          onChange={(_, next: ListTab) => navigate({ tab: next })}
          aria-label={translate(`${T}.list.title`)}
        >
          {LIST_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={translate(`${T}.list.tabs.${key}`)}
              id={`applications-tab-${key}`}
              aria-controls="applications-panel"
            />
          ))}
        </Tabs>
        <FormControlLabel
          control={<Switch checked={archived} onChange={(event) => navigate({ archived: event.target.checked })} />}
          label={translate(`${T}.list.showArchived`)}
          sx={{ mr: 1 }}
        />
      </Stack>
      {archived && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 1 }}>
          {translate(`${T}.list.archivedNote`)}
        </Typography>
      )}
      <Box role="tabpanel" id="applications-panel" aria-labelledby={`applications-tab-${tab}`}>
        <TabList key={`${tab}-${archived}`} tab={tab} archived={archived} />
      </Box>
    </Box>
  );
}
