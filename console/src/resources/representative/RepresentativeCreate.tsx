import { useMemo } from 'react';
import { Create, useCreate, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { newFormValues, toRepresentativeBody, type RepresentativeFormValues } from './representativeForm';
import { RepresentativeTabbedForm, useSaveErrors } from './RepresentativeForm';

const R = 'resources.representative';

/** /representative/create: the four tabs in one form; the new profile then opens for editing. */
export default function RepresentativeCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const saveErrors = useSaveErrors();
  const values = useMemo(newFormValues, []);

  const submit = async (edited: Partial<RepresentativeFormValues>) => {
    try {
      const created = (await create(
        'representative',
        { data: toRepresentativeBody(edited) },
        { returnPromise: true },
      )) as RaRecord;
      notify(`${R}.notifications.created`, { type: 'success' });
      redirect(`/representative/${encodeURIComponent(String(created.id))}/edit`);
      return undefined;
    } catch (error) {
      return saveErrors(error, edited);
    }
  };

  return (
    <Create title={`${R}.titles.create`}>
      <RepresentativeTabbedForm values={values} onSubmit={submit} submitLabel={`${R}.actions.create`} />
    </Create>
  );
}
