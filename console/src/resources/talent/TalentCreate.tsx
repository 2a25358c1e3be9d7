import { useMemo } from 'react';
import {
  Create,
  SaveButton,
  TabbedForm,
  Toolbar,
  useCreate,
  useGetIdentity,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { CataloguesGate } from './CataloguesGate';
import { BasicInfoInputs, DetailsInputs, SizesInputs, SkillsInputs, SocialInputs } from './TalentInputs';
import { toFormValues, toTalentBody, type TalentFormValues } from './talentForm';
import { useSaveErrors } from './useSaveErrors';

const T = 'resources.talent';

/** Every input of the form, for errors that name one. */
export const ALL_INPUTS = [
  'firstName',
  'middleName',
  'lastName',
  'aliases',
  'birthDate',
  'guardian',
  'taxId',
  'citizenship',
  'citizenshipOtherDescription',
  'workPermits',
  'passport',
  'residenceAddress',
  'usMailingAddress',
  'unions',
  'pronouns',
  'playableAge',
  'genderRole',
  'bodyTypes',
  'hairColor',
  'hairLength',
  'facialHair',
  'eyeColor',
  'tattoos',
  'piercings',
  'ethnicAppearances',
  'sizes',
  'heightCm',
  'weightKg',
  'skills',
  'socialLinks',
];

/**
 * /talent/create: one form over the editing tabs (photos and connections need the saved profile).
 * A guardian registering a minor sees the guardian's fields as soon as the birth date is a minor's,
 * their own email filled in.
 */
export default function TalentCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const saveErrors = useSaveErrors();
  const { identity } = useGetIdentity();
  const defaults = useMemo(() => {
    const values = toFormValues(undefined);
    return { ...values, guardian: { ...values.guardian, email: String(identity?.email ?? '') } };
  }, [identity?.email]);

  const submit = async (values: Partial<TalentFormValues>) => {
    try {
      const created = (await create('talent', { data: toTalentBody(values) }, { returnPromise: true })) as RaRecord;
      notify(`${T}.notifications.created`, { type: 'success' });
      redirect(`/talent/${encodeURIComponent(String(created.id))}/edit?tab=photos`);
      return undefined;
    } catch (error) {
      return saveErrors(error, ALL_INPUTS);
    }
  };

  return (
    <Create title={`${T}.titles.create`}>
      <CataloguesGate>
        <TabbedForm
          key={identity?.email ? 'identified' : 'anonymous'}
          defaultValues={defaults}
          onSubmit={submit}
          noValidate
          warnWhenUnsavedChanges
          toolbar={
            <Toolbar>
              <SaveButton label={`${T}.actions.create`} />
            </Toolbar>
          }
        >
          <TabbedForm.Tab label={`${T}.tabs.basic`}>
            <BasicInfoInputs />
          </TabbedForm.Tab>
          <TabbedForm.Tab label={`${T}.tabs.details`} path="details">
            <DetailsInputs />
          </TabbedForm.Tab>
          <TabbedForm.Tab label={`${T}.tabs.sizes`} path="sizes">
            <SizesInputs />
          </TabbedForm.Tab>
          <TabbedForm.Tab label={`${T}.tabs.skills`} path="skills">
            <SkillsInputs />
          </TabbedForm.Tab>
          <TabbedForm.Tab label={`${T}.tabs.social`} path="social">
            <SocialInputs />
          </TabbedForm.Tab>
        </TabbedForm>
      </CataloguesGate>
    </Create>
  );
}
