import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatLongDate } from '../../i18n/format';
import {
  accountChecklist,
  personRequirement,
  statusSeverity,
  type ChecklistItem,
  type ChecklistTab,
} from './accountChecklist';
import { connectedAccountApi, type ConnectedAccount } from './connectedAccount';
import { useCanManagePayments } from './useConnectedAccount';

type Translate = ReturnType<typeof useTranslate>;

/** The catalogue's wording of a checklist item (the server's English when the catalogue lacks the key). */
export function checklistText(translate: Translate, item: Pick<ChecklistItem, 'key' | 'message' | 'args'>): string {
  const person = personRequirement(item.key);
  const args = Object.fromEntries(item.args.map((arg, index) => [String(index), arg]));
  if (person) {
    const subject = translate(`resources.account.checklist.subjects.${person.subject}`, { _: person.subject, ...args });
    const what = translate(`resources.account.checklist.groupsOfPerson.${person.group}`, { _: item.message });
    return translate('resources.account.checklist.personRequirement', { subject, what });
  }
  return translate(`resources.account.${item.key}`, { _: item.message, ...args });
}

/**
 * The account's status and every requirement, error and pause Stripe reports, grouped, each with the
 * tab that fixes it; in express mode the button to continue Stripe's hosted onboarding.
 */
export function AccountChecklist({
  account,
  onOpenTab,
  only,
  current,
}: {
  account: ConnectedAccount;
  onOpenTab?: (tab: ChecklistTab) => void;
  /** Only the items this tab fixes (the status stays whole). */
  only?: ChecklistTab;
  /** The tab the checklist is shown on: its items need no button to open it. */
  current?: ChecklistTab;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const canManage = useCanManagePayments();
  const [opening, setOpening] = useState(false);
  const all = accountChecklist(account);
  const items = all.filter((entry) => only === undefined || entry.tab === only);
  const here = only ?? current;
  const status = account.status;
  const continueOnboarding = async () => {
    setOpening(true);
    try {
      const link = await connectedAccountApi.onboardingLink();
      window.location.assign(link.url);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      setOpening(false);
    }
  };
  const tabLabel = (tab: ChecklistTab) => translate(`app.settings.tabs.${tab}`);
  const deadline = account.requirements.current_deadline;
  const futureDeadline = account.requirements.future_deadline;
  return (
    <Box component="section" aria-labelledby="account-checklist-title" data-testid="account-checklist">
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="account-checklist-title">
          {translate('resources.account.checklist.title')}
        </Typography>
        <Chip
          data-testid="account-status"
          color={statusSeverity(status)}
          label={translate('resources.account.checklist.status', {
            status: translate(account.status_label_key || `resources.account.status.${status}`, { _: status }),
          })}
        />
        <Chip
          variant="outlined"
          label={translate('resources.account.checklist.charges', {
            state: translate(`resources.account.checklist.${account.charges_enabled ? 'on' : 'off'}`),
          })}
        />
        <Chip
          variant="outlined"
          label={translate('resources.account.checklist.payouts', {
            state: translate(`resources.account.checklist.${account.payouts_enabled ? 'on' : 'off'}`),
          })}
        />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`resources.account.checklist.next.${status}`, {
          _: translate('resources.account.checklist.next.unknown'),
        })}
      </Typography>
      {deadline ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('resources.account.checklist.deadline', {
            date: formatLongDate(new Date(deadline * 1000), locale),
          })}
        </Alert>
      ) : null}
      {account.connect_type === 'express' && canManage && items.length > 0 ? (
        <Button
          variant="contained"
          onClick={() => void continueOnboarding()}
          disabled={opening}
          startIcon={opening ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ mb: 1 }}
        >
          {translate(
            opening
              ? 'resources.account.checklist.onboardingOpening'
              : 'resources.account.checklist.continueOnboarding',
          )}
        </Button>
      ) : null}
      {items.length === 0 ? (
        <Alert severity="success" data-testid="checklist-empty">
          {translate(all.length > 0 ? 'resources.account.checklist.emptyHere' : 'resources.account.checklist.empty')}
        </Alert>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          aria-label={translate('resources.account.checklist.title')}
          data-testid="checklist-items"
        >
          {items.map((entry) => (
            <li key={entry.id} data-testid="checklist-item" data-group={entry.group} data-key={entry.key}>
              {/* A list of things to do, not an announcement: no alert role. */}
              <Alert
                role="none"
                severity={entry.severity}
                variant="outlined"
                action={
                  onOpenTab && entry.tab !== here ? (
                    <Button size="small" color="inherit" onClick={() => onOpenTab(entry.tab)}>
                      {translate('resources.account.checklist.open', { tab: tabLabel(entry.tab) })}
                    </Button>
                  ) : undefined
                }
              >
                {checklistText(translate, entry)}
                <Typography variant="body2" component="span" sx={{ display: 'block', opacity: 0.8 }}>
                  {translate(`resources.account.checklist.groups.${entry.group}`)}
                </Typography>
              </Alert>
            </li>
          ))}
        </Box>
      )}
      {futureDeadline ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.account.checklist.futureDeadline', {
            date: formatLongDate(new Date(futureDeadline * 1000), locale),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
