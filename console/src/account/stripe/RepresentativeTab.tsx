import {
  Alert,
  Button,
  Card,
  Checkbox,
  Chip,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, DateInput, Form, NumberInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { fieldErrors } from '../../components/serverErrors';
import { requiredField, validEmail } from '../../components/validators';
import { AccountChecklist } from './AccountChecklist';
import type { ChecklistTab } from './accountChecklist';
import { connectedAccountApi, type StripePerson } from './connectedAccount';
import { IdentityDocumentInput } from './IdentityDocumentInput';
import { isCompany } from './LegalAccountTab';
import {
  given,
  normalizedPhone,
  phoneProblem,
  stateProblem,
  stripeAddress,
  zipProblem,
  type AddressInput,
} from './legalRules';
import {
  dobOf,
  dobProblem,
  dobText,
  otherOwnersBasisPoints,
  relationshipProblems,
  ssnLast4Problem,
  type RelationshipInput,
} from './personRules';
import { CursorButtons, ListStates, useStripePages } from './StripeListParts';
import { useCanManagePayments, useConnectedAccount, useRefreshAccount } from './useConnectedAccount';

interface PersonForm {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  dob?: string;
  ssn_last_4?: string;
  address?: AddressInput;
  relationship: RelationshipInput;
  verification?: { document?: { front?: string; back?: string } };
}

const PERSON_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'dob',
  'ssn_last_4',
  'address.line1',
  'address.city',
  'address.state',
  'address.postal_code',
  'relationship.owner',
  'relationship.executive',
  'relationship.title',
  'relationship.percent_ownership',
];

function formOf(person: StripePerson | undefined): PersonForm {
  return {
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    dob: dobText(person?.dob),
    ssn_last_4: '',
    address: {
      line1: person?.address?.line1 ?? '',
      line2: person?.address?.line2 ?? '',
      city: person?.address?.city ?? '',
      state: person?.address?.state ?? '',
      postal_code: person?.address?.postal_code ?? '',
    },
    relationship: {
      representative: person?.relationship?.representative ?? false,
      executive: person?.relationship?.executive ?? false,
      owner: person?.relationship?.owner ?? false,
      director: person?.relationship?.director ?? false,
      title: person?.relationship?.title ?? '',
      percent_ownership: person?.relationship?.percent_ownership ?? null,
    },
  };
}

/** A person as POST or PATCH /api/account/person takes it: only what was given. */
export function personBody(values: PersonForm): Record<string, unknown> {
  const relationship = values.relationship;
  const document = given({ front: values.verification?.document?.front, back: values.verification?.document?.back });
  return {
    ...given({
      first_name: values.first_name?.trim(),
      last_name: values.last_name?.trim(),
      email: values.email?.trim(),
      phone: normalizedPhone(values.phone) ?? values.phone?.trim(),
      dob: dobOf(values.dob),
      ssn_last_4: values.ssn_last_4?.trim(),
      address: stripeAddress(values.address),
    }),
    ...(Object.keys(document).length > 0 ? { verification: { document } } : {}),
    relationship: {
      representative: Boolean(relationship.representative),
      executive: Boolean(relationship.executive),
      owner: Boolean(relationship.owner),
      director: Boolean(relationship.director),
      ...given({ title: relationship.title?.trim() }),
      ...(relationship.percent_ownership === null ||
      relationship.percent_ownership === undefined ||
      relationship.percent_ownership === ''
        ? {}
        : { percent_ownership: Number(relationship.percent_ownership) }),
    },
  };
}

function PersonEditor({
  person,
  persons,
  onDone,
}: {
  person: StripePerson | undefined;
  persons: StripePerson[];
  onDone: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const others = otherOwnersBasisPoints(persons, person?.id);
  // Each relationship rule is shown on its own field, before sending (personRules.ts).
  const rule =
    (field: string) =>
    (_: unknown, values?: Record<string, unknown>): string | undefined =>
      relationshipProblems((values as PersonForm | undefined)?.relationship, others)[field];
  const submit = async (values: Partial<PersonForm>) => {
    try {
      await connectedAccountApi.savePerson(person?.id, personBody(values as PersonForm));
    } catch (failure) {
      const errors = fieldErrors(failure, PERSON_FIELDS);
      if (errors) {
        return errors;
      }
      notify(failure instanceof Error ? failure.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('resources.account.person.saved', { type: 'success' });
    onDone(true);
    return undefined;
  };
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="person-editor">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {person
          ? `${person.first_name ?? ''} ${person.last_name ?? ''}`
          : translate('resources.account.person.newPerson')}
      </Typography>
      <Form noValidate record={formOf(person)} onSubmit={submit}>
        <Stack sx={{ maxWidth: 640 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="first_name" label="resources.account.legal.firstName" validate={requiredField} />
            <TextInput source="last_name" label="resources.account.legal.lastName" validate={requiredField} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="email" label="resources.account.legal.email" validate={validEmail} type="email" />
            <TextInput source="phone" label="resources.account.legal.phone" validate={phoneProblem} type="tel" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput
              source="dob"
              label="resources.account.legal.dob"
              validate={(value: unknown) => dobProblem(typeof value === 'string' ? value : undefined, new Date())}
            />
            <TextInput
              source="ssn_last_4"
              label="resources.account.legal.ssnLast4"
              helperText={person?.ssn_last_4_provided ? 'resources.account.legal.ssnOnFile' : false}
              validate={(value: unknown) => ssnLast4Problem(typeof value === 'string' ? value : undefined)}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          </Stack>
          <TextInput source="address.line1" label="resources.account.legal.line1" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="address.city" label="resources.account.legal.city" />
            <TextInput source="address.state" label="resources.account.legal.state" validate={stateProblem} />
            <TextInput source="address.postal_code" label="resources.account.legal.postalCode" validate={zipProblem} />
          </Stack>
          <Typography variant="subtitle1" component="h4" sx={{ mt: 1 }}>
            {translate('resources.account.person.relationship')}
          </Typography>
          <BooleanInput
            source="relationship.representative"
            label="resources.account.person.representative"
            helperText="resources.account.person.representativeHelp"
          />
          <Stack sx={{ flexWrap: 'wrap' }} direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
            <BooleanInput
              source="relationship.executive"
              label="resources.account.person.executive"
              validate={rule('relationship.executive')}
            />
            <BooleanInput
              source="relationship.owner"
              label="resources.account.person.owner"
              validate={rule('relationship.owner')}
            />
            <BooleanInput source="relationship.director" label="resources.account.person.director" />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="relationship.title"
              label="resources.account.person.jobTitle"
              validate={rule('relationship.title')}
            />
            <NumberInput
              source="relationship.percent_ownership"
              label="resources.account.person.percentOwnership"
              helperText="resources.account.person.percentHelp"
              validate={rule('relationship.percent_ownership')}
              min={0}
              max={100}
              step={0.01}
            />
          </Stack>
          <Typography variant="subtitle1" component="h4" sx={{ mt: 1 }}>
            {translate('resources.account.person.documents')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.account.person.documentsHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <IdentityDocumentInput source="verification.document.front" side="front" />
            <IdentityDocumentInput source="verification.document.back" side="back" />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {translate('ra.action.save')}
            </Button>
            <Button onClick={() => onDone(false)}>{translate('ra.action.cancel')}</Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}

function roles(translate: ReturnType<typeof useTranslate>, person: StripePerson): string {
  const relationship = person.relationship ?? {};
  const names = (['representative', 'executive', 'owner', 'director'] as const)
    .filter((role) => relationship[role])
    .map((role) => translate(`resources.account.person.${role}`));
  if (relationship.title) {
    names.unshift(relationship.title);
  }
  if (typeof relationship.percent_ownership === 'number' && relationship.percent_ownership > 0) {
    names.push(translate('resources.account.person.ownership', { percent: relationship.percent_ownership }));
  }
  return names.join(' · ');
}

/** Representative: the persons of the business, their roles and shares, identity documents, owners confirmed. */
export function RepresentativeTab({ onOpenTab }: { onOpenTab: (tab: ChecklistTab) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const canManage = useCanManagePayments();
  const refresh = useRefreshAccount();
  const client = useQueryClient();
  const { data: account } = useConnectedAccount();
  const pages = useStripePages(['account', 'persons'], connectedAccountApi.persons);
  const persons = pages.query;
  const [editing, setEditing] = useState<StripePerson | 'new' | undefined>();
  const reload = async () => {
    await client.invalidateQueries({ queryKey: ['account', 'persons'] });
    await refresh();
  };
  const remove = async (person: StripePerson) => {
    if (
      !window.confirm(
        translate('resources.account.person.confirmRemove', {
          name: `${person.first_name ?? ''} ${person.last_name ?? ''}`,
        }),
      )
    ) {
      return;
    }
    try {
      await connectedAccountApi.deletePerson(person.id);
      notify('resources.account.person.removed', { type: 'success' });
      await reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const confirmOwners = async (checked: boolean) => {
    try {
      await connectedAccountApi.update({ company: { owners_provided: checked } });
      notify('resources.account.person.ownersConfirmed', { type: 'success' });
      await refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const { list } = pages;
  return (
    <Stack spacing={3} data-testid="representative-tab">
      {account ? <AccountChecklist account={account} onOpenTab={onOpenTab} only="representative" /> : null}
      <Divider />
      <Typography variant="h6" component="h2">
        {translate('resources.account.person.title')}
      </Typography>
      {!canManage ? <Alert severity="info">{translate('resources.account.readOnly')}</Alert> : null}
      <ListStates query={persons} empty="resources.account.person.empty" emptyTestId="persons-empty" />
      {list.length > 0 ? (
        <List aria-label={translate('resources.account.person.title')} data-testid="persons">
          {list.map((person) => (
            <ListItem
              key={person.id}
              divider
              secondaryAction={
                canManage ? (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(person)}>
                      {translate('resources.account.person.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => void remove(person)}>
                      {translate('resources.account.person.remove')}
                    </Button>
                  </Stack>
                ) : undefined
              }
              sx={{ pr: 24 }}
            >
              <ListItemText
                primary={`${person.first_name ?? ''} ${person.last_name ?? ''}`.trim() || person.id}
                secondary={roles(translate, person)}
              />
              {person.verification?.status ? (
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate('resources.account.person.verification', {
                    status: translate(`resources.account.person.verificationStatuses.${person.verification.status}`, {
                      _: person.verification.status,
                    }),
                  })}
                />
              ) : null}
            </ListItem>
          ))}
        </List>
      ) : null}
      <CursorButtons pages={pages} more="resources.account.person.more" />
      {canManage && editing === undefined ? (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
          {translate('resources.account.person.add')}
        </Button>
      ) : null}
      {canManage && editing !== undefined ? (
        <PersonEditor
          key={editing === 'new' ? 'new' : editing.id}
          person={editing === 'new' ? undefined : editing}
          persons={list}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) {
              void reload();
            }
          }}
        />
      ) : null}
      {canManage && account && isCompany(account) ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(account.company?.owners_provided)}
              onChange={(event) => void confirmOwners(event.target.checked)}
            />
          }
          label={translate('resources.account.person.ownersConfirm')}
        />
      ) : null}
    </Stack>
  );
}
