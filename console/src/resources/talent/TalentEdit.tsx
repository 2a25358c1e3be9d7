import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { useMemo, type ReactNode } from 'react';
import {
  Edit,
  Form,
  SaveButton,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../i18n/format';
import { CataloguesGate } from './CataloguesGate';
import { PhotosTab } from './PhotosTab';
import { RequestConnectionTab } from './RequestConnectionTab';
import { BasicInfoInputs, DetailsInputs, SizesInputs, SkillsInputs, SocialInputs } from './TalentInputs';
import {
  changedBody,
  tabBody,
  TAB_FIELDS,
  toFormValues,
  toTalentBody,
  type FormTab,
  type TalentFormValues,
} from './talentForm';
import { talentName } from './talentName';
import { useSaveErrors } from './useSaveErrors';

const T = 'resources.talent';

/** Spec section 2's tabs, in order. */
export const EDIT_TABS = ['basic', 'details', 'photos', 'sizes', 'skills', 'connection', 'social'] as const;
type EditTab = (typeof EDIT_TABS)[number];

const FORM_INPUTS: Record<FormTab, ReactNode> = {
  basic: <BasicInfoInputs />,
  details: <DetailsInputs />,
  sizes: <SizesInputs />,
  skills: <SkillsInputs />,
  social: <SocialInputs />,
};

/** The form inputs of each tab, for server errors naming one (the body's names, and the form's own). */
const TAB_INPUTS: Record<FormTab, readonly string[]> = {
  ...TAB_FIELDS,
  sizes: ['sizes', 'heightCm', 'weightKg'],
};

function isFormTab(tab: EditTab): tab is FormTab {
  return tab in TAB_FIELDS;
}

/** One tab's own form: saves only that tab's fields, and only those that changed (PATCH). */
function TabForm({ tab }: { tab: FormTab }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const saveErrors = useSaveErrors();
  const values = useMemo(() => toFormValues(record), [record]);
  const stored = useMemo(() => tabBody(toTalentBody(values), tab), [values, tab]);
  if (!record) {
    return null;
  }

  const submit = async (edited: Partial<TalentFormValues>) => {
    const body = tabBody(toTalentBody(edited), tab);
    if (Object.keys(changedBody(body, stored)).length === 0) {
      notify(`${T}.notifications.unchanged`, { type: 'info' });
      return undefined;
    }
    try {
      await update(
        'talent',
        { id: record.id, data: body, previousData: stored },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify(`${T}.notifications.updated`, { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      return saveErrors(error, TAB_INPUTS[tab]);
    }
  };

  return (
    <CataloguesGate>
      <Form key={String(record.updatedAt)} record={values} onSubmit={submit} noValidate warnWhenUnsavedChanges>
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          {FORM_INPUTS[tab]}
          <SaveButton
            label={`${T}.actions.save`}
            alwaysEnable
            aria-label={`${translate(`${T}.actions.save`)}: ${translate(`${T}.tabs.${tab}`)}`}
          />
        </Box>
      </Form>
    </CataloguesGate>
  );
}

function EditTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate(`${T}.titles.edit`, { name: talentName(record) })}</>;
}

function EditHeader() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) {
    return null;
  }
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ px: 3, pt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h5" component="h1" data-testid="talent-edit-title">
          {talentName(record)}
        </Typography>
        {typeof record.updatedAt === 'string' ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.fields.updatedAt`)}: {formatDateTime(record.updatedAt, locale)}
          </Typography>
        ) : null}
      </Box>
      <Button
        component={RouterLink}
        to={`/talent/${encodeURIComponent(String(record.id))}/detail`}
        startIcon={<PublicIcon />}
      >
        {translate(`${T}.actions.detail`)}
      </Button>
    </Stack>
  );
}

function EditTabs() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as EditTab | null;
  const tab: EditTab = requested && EDIT_TABS.includes(requested) ? requested : 'basic';
  return (
    <>
      <EditHeader />
      <Tabs
        value={tab}
        onChange={(_, next: EditTab) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate(`${T}.actions.editProfile`)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {EDIT_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`${T}.tabs.${key}`)}
            id={`talent-tab-${key}`}
            aria-controls={`talent-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`talent-panel-${tab}`} aria-labelledby={`talent-tab-${tab}`}>
        {isFormTab(tab) ? <TabForm key={tab} tab={tab} /> : null}
        {tab === 'photos' ? <PhotosTab /> : null}
        {tab === 'connection' ? <RequestConnectionTab /> : null}
      </Box>
    </>
  );
}

/** /talent/{id}/edit: the profile in spec section 2's tabs, each saved on its own; photos expanded. */
export default function TalentEdit() {
  return (
    <Edit
      title={<EditTitle />}
      actions={false}
      mutationMode="pessimistic"
      queryOptions={{ meta: { expand: ['photos'] } }}
      redirect={false}
    >
      <EditTabs />
    </Edit>
  );
}
