import { Box, Chip, Link, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, List, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RememberedAddress } from '../../components/RememberedAddress';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate } from '../../i18n/format';
import { optionLabel } from '../talent/optionNames';
import { CursorPagination } from '../../components/CursorPagination';
import { ConnectionActions } from './ConnectionActions';
import { CONNECTION_TABS, isConnectionTab, LIST_OF_TAB, type ConnectionTab } from './connectionActions';
import type { Connection } from './connectionsApi';

const C = 'resources.connection';

function tabPath(tab: ConnectionTab): string {
  return tab === 'active' ? '/connection' : `/connection/${tab}`;
}

function ProfileLink({ kind }: { kind: 'talent' | 'representative' }) {
  const record = useRecordContext<Connection>();
  if (!record) {
    return null;
  }
  const id = kind === 'talent' ? record.talentId : record.representativeId;
  const name = (kind === 'talent' ? record.talentName : record.representativeName) || id;
  return (
    <Link component={RouterLink} to={`/${kind}/${encodeURIComponent(id)}/detail`} sx={{ whiteSpace: 'nowrap' }}>
      {name}
    </Link>
  );
}

function TypesCell() {
  const record = useRecordContext<Connection>();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {(record?.types ?? []).map((type) => (
        <Chip key={type} size="small" label={optionLabel(locale, 'representationTypes', type)} />
      ))}
    </Box>
  );
}

/** When the connection began (active) or the request was made (pending), and by which side. */
function WhenCell({ tab }: { tab: ConnectionTab }) {
  const record = useRecordContext<Connection>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  const date = formatDate((tab === 'active' ? record.approvedAt : undefined) ?? record.createdAt ?? '', locale);
  return (
    <Box>
      <Chip
        size="small"
        color={record.status === 'active' ? 'success' : 'default'}
        variant="outlined"
        label={translate(`${C}.status.${record.status}`, { _: record.status })}
        sx={{ mb: 0.5 }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(`${C}.when.${tab}`, { date })}
      </Typography>
    </Box>
  );
}

function MessageCell() {
  const record = useRecordContext<Connection>();
  return record?.message ? (
    <Typography variant="body2" sx={{ maxWidth: 280, whiteSpace: 'pre-wrap' }}>
      {record.message}
    </Typography>
  ) : null;
}

function Empty({ tab }: { tab: ConnectionTab }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid={`connection-empty-${tab}`}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${C}.empty.${tab}`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${C}.empty.help`)}</Typography>
    </Box>
  );
}

/** One tab's list: its own route, cursor pages of 25, its page kept when the member comes back. */
function ConnectionList({ tab }: { tab: ConnectionTab }) {
  return (
    <List
      resource={`connection/status/${LIST_OF_TAB[tab]}`}
      perPage={PAGE_SIZE}
      exporter={false}
      actions={false}
      // The list titles the page (the app bar), for every tab.
      title={`${C}.title`}
      pagination={<CursorPagination />}
      empty={<Empty tab={tab} />}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="talentName" label={`${C}.fields.talent`} disableSort>
          <ProfileLink kind="talent" />
        </DataTable.Col>
        <DataTable.Col source="representativeName" label={`${C}.fields.representative`} disableSort>
          <ProfileLink kind="representative" />
        </DataTable.Col>
        <DataTable.Col source="types" label={`${C}.fields.types`} disableSort>
          <TypesCell />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label={`${C}.fields.status`} disableSort>
          <WhenCell tab={tab} />
        </DataTable.Col>
        {tab === 'active' ? null : (
          <DataTable.Col source="message" label={`${C}.fields.message`} disableSort>
            <MessageCell />
          </DataTable.Col>
        )}
        <DataTable.Col label={`${C}.fields.actions`} disableSort>
          <ConnectionActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/**
 * /connection: the account's connections in spec section 2's tabs, Active, Pending Received and Pending
 * Sent (GET /api/connection/status/approved, received, sent), each at its own address
 * (/connection, /connection/received, /connection/sent) so a tab can be linked and reloaded; the menu's
 * /connection returns to the tab the member left.
 */
export default function ConnectionPage() {
  return (
    <RememberedAddress storeKey="connection" bare="/connection">
      <ConnectionTabs />
    </RememberedAddress>
  );
}

function ConnectionTabs() {
  const translate = useTranslate();
  const { tab: requested } = useParams();
  const tab: ConnectionTab = isConnectionTab(requested) ? requested : 'active';
  return (
    <Box sx={{ mt: 2 }} data-testid="connection-page">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`${C}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${C}.help`)}
      </Typography>
      <Tabs
        value={tab}
        aria-label={translate(`${C}.title`)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CONNECTION_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`${C}.tabs.${key}`)}
            component={RouterLink}
            to={tabPath(key)}
            id={`connection-tab-${key}`}
            aria-controls={`connection-panel-${key}`}
            data-testid={`connection-tab-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`connection-panel-${tab}`}
        aria-labelledby={`connection-tab-${tab}`}
        data-testid={`connection-panel-${tab}`}
      >
        <ConnectionList key={tab} tab={tab} />
      </Box>
    </Box>
  );
}
