import ArchiveIcon from '@mui/icons-material/Archive';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { CONFIRMED_ACTIONS, offeredConnectionActions, type ConnectionAction } from './connectionActions';
import { changeConnection, type Connection } from './connectionsApi';

const A = 'resources.connection.actions';

const ICONS: Record<ConnectionAction, ReactElement> = {
  approve: <CheckIcon />,
  reject: <CloseIcon />,
  revoke: <UndoIcon />,
  remove: <LinkOffIcon />,
  archive: <ArchiveIcon />,
};

/**
 * The buttons of one connection: exactly the actions the connection table allows to the caller's side
 * from its status. Ending actions are confirmed first; each success is said in the snackbar and the
 * list reloads (an approved request leaves Pending Received for Active).
 */
export function ConnectionActions() {
  const record = useRecordContext<Connection>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<ConnectionAction | undefined>();
  const [busy, setBusy] = useState(false);
  if (!record) {
    return null;
  }
  const offered = offeredConnectionActions(record.status, record.direction ?? '');
  const pair = `${record.talentName ?? ''} · ${record.representativeName ?? ''}`;

  const run = async (action: ConnectionAction) => {
    setBusy(true);
    try {
      await changeConnection(String(record.id), action);
      notify(`${A}.done.${action}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      onClick={(event) => event.stopPropagation()}
    >
      {offered.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'approve' ? 'contained' : 'outlined'}
          color={action === 'approve' ? 'primary' : action === 'archive' ? 'inherit' : 'error'}
          startIcon={ICONS[action]}
          disabled={busy}
          onClick={() => (CONFIRMED_ACTIONS.includes(action) ? setConfirming(action) : void run(action))}
          aria-label={`${translate(`${A}.${action}`)}: ${pair}`}
          data-testid={`connection-${action}`}
        >
          {translate(`${A}.${action}`)}
        </Button>
      ))}
      {confirming ? (
        <Confirm
          isOpen
          loading={busy}
          title={`${A}.confirm.${confirming}.title`}
          content={`${A}.confirm.${confirming}.content`}
          translateOptions={{ pair }}
          confirm={`${A}.${confirming}`}
          confirmColor={confirming === 'archive' ? 'primary' : 'warning'}
          onConfirm={() => void run(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </Stack>
  );
}
