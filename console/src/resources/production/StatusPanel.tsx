import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { productionsApi, type ApiRecord, type ProductionRecord, type RecordKind } from './productionsApi';
import { completionBlocked, isEditable, offeredPhases, offeredStatusActions } from './statusActions';

const CATALOGUE = 'resources.production.catalogue';

/** The translated message of a refused status change; pay transparency names its law and place. */
export function useStatusErrorMessage() {
  const translate = useTranslate();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.apiBody?.code === 'payTransparencyRequired') {
      const [ruleId = '', field = ''] = error.apiBody.args ?? [];
      const jurisdiction = `resources.production.payTransparency.jurisdictions.${ruleId}`;
      const missing = field.replace(/^payment\./, '');
      return translate('resources.production.payTransparency.refused', {
        law: translate(`${jurisdiction}.law`, { _: ruleId }),
        where: translate(`${jurisdiction}.where`, { _: ruleId }),
        missing: translate(`resources.production.payTransparency.missing.${missing}`, { _: field }),
      });
    }
    return error instanceof Error ? error.message : translate('errors.error');
  };
}

/** "Update refused: not DRAFT" explained on a record the wizard shows read-only. */
export function NotDraftNotice({ kind, status }: { kind: RecordKind; status: string }) {
  const translate = useTranslate();
  if (isEditable(status)) {
    return null;
  }
  return (
    <Alert severity="info" data-testid={`not-draft-${kind}`} sx={{ mb: 2 }}>
      <AlertTitle>{translate('resources.production.wizard.notDraftTitle')}</AlertTitle>
      {translate('resources.production.wizard.notDraft', {
        record: translate(`resources.production.wizard.records.${kind}`),
        status: translate(`${CATALOGUE}.recordStatuses.${status}`, { _: status }),
      })}
    </Alert>
  );
}

interface StatusPanelProps<T extends ApiRecord> {
  kind: RecordKind;
  record: T;
  onChanged: (record: T) => void;
  /** A production's projects' statuses, for the completion rule's warning. */
  projectStatuses?: readonly string[];
}

/**
 * A record's status and the moves the status table allows from it (and a production's phase), each
 * a button; the service decides, and its refusals show in the snackbar.
 */
export function StatusPanel<T extends ApiRecord>({ kind, record, onChanged, projectStatuses }: StatusPanelProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useStatusErrorMessage();
  const [busy, setBusy] = useState(false);
  const actions = offeredStatusActions(record.status);
  const production = kind === 'production' ? (record as unknown as ProductionRecord) : undefined;
  const phases = production ? offeredPhases(record.status, production.phase ?? '') : [];
  const showCompletionWarning =
    kind === 'production' &&
    actions.some((offered) => offered.to === 'complete') &&
    completionBlocked(projectStatuses ?? []);

  const run = async (change: () => Promise<T>, success: string, args: Record<string, string>) => {
    setBusy(true);
    try {
      const changed = await change();
      onChanged(changed);
      notify(success, { type: 'success', messageArgs: args });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={`status-${kind}`} data-testid={`status-${kind}`} sx={{ mt: 3 }}>
      <Typography id={`status-${kind}`} variant="h6" component="h2" gutterBottom>
        {translate('resources.production.status.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        <Chip
          data-testid={`status-value-${kind}`}
          label={translate('resources.production.status.current', {
            status: translate(`${CATALOGUE}.recordStatuses.${record.status}`, { _: record.status }),
          })}
        />
        {production?.phaseLabel && (
          <Chip
            variant="outlined"
            label={translate('resources.production.status.phase', {
              phase: translate(`${CATALOGUE}.phaseLabels.${production.phaseLabel}`, { _: production.phaseLabel }),
            })}
          />
        )}
      </Stack>
      {showCompletionWarning && (
        <Alert severity="warning" data-testid="completion-warning" sx={{ mb: 1.5 }}>
          {translate('resources.production.status.completionWarning')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.map(({ action, to }) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'contained' : 'outlined'}
            color={action === 'archive' ? 'error' : 'primary'}
            disabled={busy}
            data-testid={`${kind}-action-${action}`}
            onClick={() =>
              void run(
                () => productionsApi.changeStatus<T>(kind, record.id, to),
                'resources.production.status.changed',
                {
                  status: translate(`${CATALOGUE}.recordStatuses.${to}`),
                },
              )
            }
          >
            {translate(`resources.production.status.actions.${action}`)}
          </Button>
        ))}
        {phases.map((phase) => (
          <Button
            key={phase}
            variant="text"
            disabled={busy}
            data-testid={`phase-${phase}`}
            onClick={() =>
              void run(
                () => productionsApi.changePhase(record.id, phase) as unknown as Promise<T>,
                'resources.production.status.phaseChanged',
                { phase: translate(`${CATALOGUE}.phaseLabels.${phase}`) },
              )
            }
          >
            {translate(`resources.production.status.phaseActions.${phase}`)}
          </Button>
        ))}
      </Stack>
      {production && record.status !== 'active' && production.phase && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.production.status.phaseWhenActive')}
        </Typography>
      )}
    </Box>
  );
}
