import PublicIcon from '@mui/icons-material/Public';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Edit, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../i18n/format';
import { RequestConnectionButton } from '../connection/RequestConnectionDialog';
import {
  changedBody,
  representativeName,
  toFormValues,
  toRepresentativeBody,
  type RepresentativeFormValues,
} from './representativeForm';
import { RepresentativeTabbedForm, useSaveErrors } from './RepresentativeForm';

const R = 'resources.representative';

function EditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(`${R}.titles.edit`, { name: representativeName(record) || translate(`${R}.unnamed`) })}</>;
}

/** The profile's name, when it was last saved, its public page and the connection request. */
function EditHeader() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  const id = String(record.id);
  const name = representativeName(record) || translate(`${R}.unnamed`);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ px: 3, pt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h5" component="h1" data-testid="representative-edit-title">
          {name}
        </Typography>
        {typeof record.updatedAt === 'string' ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.fields.updatedAt`)}: {formatDateTime(record.updatedAt, locale)}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          component={RouterLink}
          to={`/representative/${encodeURIComponent(id)}/detail`}
          startIcon={<PublicIcon />}
        >
          {translate(`${R}.actions.detail`)}
        </Button>
        <RequestConnectionButton
          variant="outlined"
          profile={{
            kind: 'representative',
            id,
            accountId: typeof record.accountId === 'string' ? record.accountId : undefined,
            name,
          }}
        />
      </Stack>
    </Stack>
  );
}

function EditForm() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const saveErrors = useSaveErrors();
  const values = useMemo(() => toFormValues(record), [record]);
  const stored = useMemo(() => toRepresentativeBody(values), [values]);
  if (!record) {
    return null;
  }

  const submit = async (edited: Partial<RepresentativeFormValues>) => {
    const body = changedBody(toRepresentativeBody(edited), stored);
    if (Object.keys(body).length === 0) {
      notify(`${R}.notifications.unchanged`, { type: 'info' });
      return undefined;
    }
    try {
      await update(
        'representative',
        { id: record.id, data: body, previousData: stored },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify(`${R}.notifications.updated`, { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      return saveErrors(error, edited);
    }
  };

  return (
    <RepresentativeTabbedForm
      key={String(record.updatedAt)}
      values={values}
      onSubmit={submit}
      submitLabel={`${R}.actions.save`}
      saved={{ id: String(record.id), licenseDocumentOnFile: record.licenseDocumentOnFile === true }}
    />
  );
}

/** /representative/{id}/edit: the profile in spec section 2's tabs (General info, Talent Manager, Talent Agent, Casting Professional). */
export default function RepresentativeEdit() {
  return (
    <Edit title={<EditTitle />} actions={false} mutationMode="pessimistic" redirect={false}>
      <EditHeader />
      <EditForm />
    </Edit>
  );
}
