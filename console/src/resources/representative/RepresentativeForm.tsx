import type { ReactNode } from 'react';
import { SaveButton, TabbedForm, Toolbar, useNotify, type RaRecord } from 'react-admin';
import { CataloguesGate } from '../talent/CataloguesGate';
import { representativeFieldErrors } from './representativeErrors';
import { referencesOf, type RepresentativeFormValues } from './representativeForm';
import { AgentInputs, CastingInputs, GeneralInfoInputs, ManagerInputs } from './RepresentativeInputs';

const R = 'resources.representative';

/** Spec section 2's tabs, in order: their paths under the form's address. */
export const REPRESENTATIVE_TABS = [
  { key: 'general', path: '' },
  { key: 'manager', path: 'manager' },
  { key: 'agent', path: 'agent' },
  { key: 'casting', path: 'casting' },
] as const;

/** The saved profile the edit form shows: what the Talent Agent tab's license document needs. */
export interface SavedProfile {
  id: string;
  licenseDocumentOnFile: boolean;
}

/** Each tab's inputs; the Talent Agent tab's license document needs the saved profile. */
function inputsOf(tab: (typeof REPRESENTATIVE_TABS)[number]['key'], saved: SavedProfile | undefined): ReactNode {
  switch (tab) {
    case 'general':
      return <GeneralInfoInputs />;
    case 'manager':
      return <ManagerInputs />;
    case 'agent':
      return <AgentInputs saved={saved} />;
    case 'casting':
      return <CastingInputs />;
  }
}

/**
 * Turns a failed save into react-admin Form errors: the refusal on the input it names (its tab is then
 * marked), else a snackbar.
 */
export function useSaveErrors() {
  const notify = useNotify();
  return (error: unknown, values: Partial<RepresentativeFormValues>): Record<string, string> | undefined => {
    const errors = representativeFieldErrors(error, referencesOf(values).rows);
    if (errors) {
      return errors;
    }
    notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    return undefined;
  };
}

/**
 * The representative profile in its four tabs, one form: the rules cross the tabs (the license the
 * business address calls for, the references its state asks), so it is checked and saved whole, and a
 * refusal marks the tab that holds its field.
 */
export function RepresentativeTabbedForm({
  values,
  onSubmit,
  submitLabel,
  saved,
}: {
  values: RepresentativeFormValues;
  onSubmit: (values: Partial<RepresentativeFormValues>) => Promise<Record<string, string> | undefined>;
  submitLabel: string;
  /** The saved profile (the edit form); undefined on the creation form. */
  saved?: SavedProfile;
}) {
  return (
    <CataloguesGate>
      <TabbedForm
        // The form's own shape (services split by tab), not the API's record: its defaults only.
        record={values as RepresentativeFormValues & RaRecord}
        onSubmit={onSubmit}
        noValidate
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton label={submitLabel} alwaysEnable />
          </Toolbar>
        }
      >
        {REPRESENTATIVE_TABS.map((tab) => (
          <TabbedForm.Tab key={tab.key} label={`${R}.tabs.${tab.key}`} path={tab.path || undefined}>
            {inputsOf(tab.key, saved)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </CataloguesGate>
  );
}
