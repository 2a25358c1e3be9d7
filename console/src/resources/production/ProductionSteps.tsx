import { Box } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { requiredField } from '../../components/validators';
import { productionsApi, type ProductionRecord } from './productionsApi';
import {
  createBody,
  fieldsBody,
  patchBody,
  PRODUCTION_DETAIL_FIELDS,
  PRODUCTION_INITIALIZE_FIELDS,
} from './recordBody';
import { isEditable } from './statusActions';
import { NotDraftNotice } from './StatusPanel';
import { choicesOf, type ProductionCatalogues } from './useProductionCatalogues';
import { useSavedNotice, useSaveError, WizardForm, type SaveStep } from './WizardForm';

const LABELS = 'resources.production.catalogue';

interface ProductionStepProps {
  production?: ProductionRecord;
  catalogues: ProductionCatalogues;
  onSaved: (production: ProductionRecord) => void;
}

/** Saves the production's fields of one step: POST for a new production, else PATCH of what changed. */
function useSaveProduction(
  production: ProductionRecord | undefined,
  fields: readonly string[],
  onSaved: (production: ProductionRecord) => void,
): SaveStep {
  const saveError = useSaveError();
  const savedNotice = useSavedNotice();
  return async (values, setError) => {
    const body = fieldsBody(values, fields);
    try {
      if (!production) {
        const created = await productionsApi.create<ProductionRecord>('production', createBody(body));
        onSaved(created);
        savedNotice('resources.production.wizard.created');
        return { productionId: created.id };
      }
      const changes = patchBody(body, fieldsBody(production, fields));
      if (Object.keys(changes).length > 0) {
        onSaved(await productionsApi.update<ProductionRecord>('production', production.id, changes));
        savedNotice();
      }
      return { productionId: production.id };
    } catch (error) {
      saveError(error, setError, values);
      return undefined;
    }
  };
}

/** Step 1, Initialize production: its name, type, subtype and category (saved as a draft). */
export function InitializeStep({ production, catalogues, onSaved }: ProductionStepProps) {
  const save = useSaveProduction(production, PRODUCTION_INITIALIZE_FIELDS, onSaved);
  const readOnly = !isEditable(production?.status);
  return (
    <WizardForm
      step={1}
      place={{ productionId: production?.id }}
      editable={!readOnly}
      defaultValues={{
        name: production?.name ?? '',
        type: production?.type ?? '',
        subtype: production?.subtype ?? '',
        category: production?.category ?? '',
      }}
      save={save}
      header={production && <NotDraftNotice kind="production" status={production.status} />}
    >
      <Box sx={{ maxWidth: 560 }}>
        <TextInput
          source="name"
          label="resources.production.fields.name"
          validate={requiredField}
          readOnly={readOnly}
        />
        <SelectInput
          source="type"
          label="resources.production.fields.type"
          choices={choicesOf(catalogues, 'productionTypes', LABELS)}
          validate={requiredField}
          readOnly={readOnly}
        />
        <SelectInput
          source="subtype"
          label="resources.production.fields.subtype"
          choices={choicesOf(catalogues, 'productionSubtypes', LABELS)}
          readOnly={readOnly}
        />
        <SelectInput
          source="category"
          label="resources.production.fields.category"
          choices={choicesOf(catalogues, 'productionCategories', LABELS)}
          validate={requiredField}
          readOnly={readOnly}
        />
      </Box>
    </WizardForm>
  );
}

/** Step 2, Production: company, personnel, website, union status and description. */
export function ProductionDetailsStep({
  production,
  catalogues,
  onSaved,
}: ProductionStepProps & { production: ProductionRecord }) {
  const save = useSaveProduction(production, PRODUCTION_DETAIL_FIELDS, onSaved);
  const readOnly = !isEditable(production.status);
  return (
    <WizardForm
      step={2}
      place={{ productionId: production.id }}
      editable={!readOnly}
      defaultValues={{
        company: { name: (production.company as { name?: string } | undefined)?.name ?? '' },
        personnel: (production.personnel as unknown[] | undefined) ?? [],
        website: production.website ?? '',
        unionStatus: production.unionStatus ?? '',
        description: production.description ?? '',
      }}
      save={save}
      header={production && <NotDraftNotice kind="production" status={production.status} />}
    >
      <Box sx={{ maxWidth: 720 }}>
        <TextInput source="company.name" label="resources.production.fields.companyName" readOnly={readOnly} />
        <ArrayInput source="personnel" label="resources.production.fields.personnel">
          <SimpleFormIterator inline disableAdd={readOnly} disableRemove={readOnly} disableReordering>
            <TextInput
              source="name"
              label="resources.production.fields.personName"
              validate={requiredField}
              readOnly={readOnly}
            />
            <TextInput
              source="role"
              label="resources.production.fields.personRole"
              validate={requiredField}
              readOnly={readOnly}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput
          source="website"
          type="url"
          label="resources.production.fields.website"
          helperText={readOnly ? false : 'resources.production.fields.websiteHelp'}
          readOnly={readOnly}
        />
        <SelectInput
          source="unionStatus"
          label="resources.production.fields.unionStatus"
          choices={choicesOf(catalogues, 'unionStatuses', LABELS)}
          readOnly={readOnly}
        />
        <TextInput
          source="description"
          label="resources.production.fields.description"
          multiline
          minRows={3}
          readOnly={readOnly}
        />
      </Box>
    </WizardForm>
  );
}
