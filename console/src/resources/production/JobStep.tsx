import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { requiredField } from '../../components/validators';
import { payRecommendations, payTransparencyWarnings } from './payTransparency';
import { PlaceInputs } from './PlaceInputs';
import { productionsApi, type JobRecord } from './productionsApi';
import { createBody, jobBody, jobFormValues, patchBody, paymentBody, type Body, type PaymentForm } from './recordBody';
import { isEditable } from './statusActions';
import { NotDraftNotice, StatusPanel } from './StatusPanel';
import { choicesOf, type ProductionCatalogues } from './useProductionCatalogues';
import { NEW_RECORD as NEW, stepPath } from './wizardSteps';
import { useSavedNotice, useSaveError, WizardForm, type SaveStep } from './WizardForm';

const LABELS = 'resources.production.catalogue';
const FIELDS = 'resources.production.job.fields';

interface JobStepProps {
  productionId: string;
  projectId?: string;
  jobs: JobRecord[];
  job?: JobRecord;
  catalogues: ProductionCatalogues;
  onSaved: (job: JobRecord) => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`job-section-${id}`} data-testid={`job-section-${id}`} sx={{ mt: 3 }}>
      <Typography id={`job-section-${id}`} variant="h6" component="h3" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The warnings of the Payment Information section, as the member types: the pay-transparency laws the
 * job falls under that publishing would break, and spec section 5's recommendations.
 */
function PayWarnings() {
  const translate = useTranslate();
  const [locationKind, workLocation, payment] = useWatch({ name: ['locationKind', 'workLocation', 'payment'] }) as [
    string | undefined,
    Body | undefined,
    PaymentForm | undefined,
  ];
  const facts = paymentBody(payment);
  const laws = payTransparencyWarnings({ locationKind, workLocation, payment: facts }, new Date());
  const recommendations = payRecommendations(facts);
  return (
    <Box data-testid="pay-warnings" sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {laws.map((warning) => (
        <Alert key={warning.ruleId} severity="warning" data-testid={`pay-law-${warning.ruleId}`}>
          {translate('resources.production.payTransparency.warning', {
            law: translate(`resources.production.payTransparency.jurisdictions.${warning.ruleId}.law`),
            where: translate(`resources.production.payTransparency.jurisdictions.${warning.ruleId}.where`),
            missing: translate(
              `resources.production.payTransparency.missing.${warning.missing.replace('payment.', '')}`,
            ),
          })}
        </Alert>
      ))}
      {recommendations.map((key) => (
        <Alert key={key} severity="info" data-testid={`pay-recommendation-${key}`}>
          {translate(`resources.production.recommendations.${key}`)}
        </Alert>
      ))}
    </Box>
  );
}

/** The pay fields a paying job adds. */
function PayingFields({ readOnly, catalogues }: { readOnly: boolean; catalogues: ProductionCatalogues }) {
  const paying = useWatch({ name: 'payment.paying' }) as string | undefined;
  if (paying !== 'yes') {
    return null;
  }
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput
          source="payment.rateType"
          label={`${FIELDS}.rateType`}
          choices={choicesOf(catalogues, 'rateTypes', LABELS)}
          readOnly={readOnly}
        />
        <NumberInput source="payment.amount" label={`${FIELDS}.amount`} min={0} step={0.01} readOnly={readOnly} />
        <NumberInput source="payment.range.min" label={`${FIELDS}.rangeMin`} min={0} step={0.01} readOnly={readOnly} />
        <NumberInput source="payment.range.max" label={`${FIELDS}.rangeMax`} min={0} step={0.01} readOnly={readOnly} />
      </Box>
      <BooleanInput source="payment.noDetails" label={`${FIELDS}.noDetails`} readOnly={readOnly} />
      <SelectInput
        source="payment.dependsOnOutcome"
        label={`${FIELDS}.dependsOnOutcome`}
        choices={choicesOf(catalogues, 'outcomeDependentKinds', LABELS)}
        readOnly={readOnly}
      />
      <BooleanInput source="payment.agreedAmount" label={`${FIELDS}.agreedAmount`} readOnly={readOnly} />
      <BooleanInput source="payment.paySecurely" label={`${FIELDS}.paySecurely`} readOnly={readOnly} />
    </>
  );
}

/**
 * Step 4, Role/Job: one of the project's roles (?job=) or a new one, in the listing's sections: the
 * role, Date and Location, Pre-Screen request, Payment Information (with the pay-transparency warnings)
 * and Extra compensation info; then its status actions and a link to its details page.
 */
export function JobStep({ productionId, projectId, jobs, job, catalogues, onSaved }: JobStepProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const saveError = useSaveError();
  const savedNotice = useSavedNotice();
  if (!projectId) {
    return (
      <Alert severity="info" data-testid="job-needs-project">
        {translate('resources.production.project.needProject')}{' '}
        <Link to={stepPath(3, { productionId })}>{translate('resources.production.wizard.steps.project')}</Link>
      </Alert>
    );
  }
  const readOnly = !isEditable(job?.status);
  const save: SaveStep = async (values, setError) => {
    const body = jobBody(values);
    try {
      if (!job) {
        const created = await productionsApi.create<JobRecord>('job', { projectId, ...createBody(body) });
        onSaved(created);
        savedNotice('resources.production.job.created');
        return { productionId, projectId, jobId: created.id };
      }
      const changes = patchBody(body, jobBody(jobFormValues(job)));
      if (Object.keys(changes).length > 0) {
        onSaved(await productionsApi.update<JobRecord>('job', job.id, changes));
        savedNotice();
      }
      return { productionId, projectId, jobId: job.id };
    } catch (error) {
      saveError(error, setError, values);
      return undefined;
    }
  };
  const saved = jobFormValues(job);
  return (
    <>
      <WizardForm
        key={job?.id ?? NEW}
        step={4}
        place={{ productionId, projectId, jobId: job?.id }}
        editable={!readOnly}
        defaultValues={{
          roleName: '',
          description: '',
          type: '',
          remoteOption: '',
          ethnicities: [],
          locationKind: '',
          workLocation: { city: '', state: '', country: '' },
          keyDates: [],
          expiresOn: '',
          specialInstructions: '',
          additionalMaterials: [],
          preScreen: { media: [], nudity: false, messageToTalent: '' },
          ...saved,
          payment: {
            paying: '',
            workDuration: '',
            rateType: '',
            extraCompensationNotes: '',
            ...(saved.payment as Body),
          },
        }}
        save={save}
        header={
          <>
            {jobs.length > 0 && (
              <TextField
                select
                id="job-choice"
                label={translate('resources.production.job.choose')}
                value={job?.id ?? NEW}
                onChange={(event) =>
                  void navigate(
                    stepPath(4, {
                      productionId,
                      projectId,
                      jobId: event.target.value,
                    }),
                  )
                }
                sx={{ minWidth: 320, mb: 2 }}
              >
                {jobs.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.roleName ?? candidate.id}
                  </MenuItem>
                ))}
                <MenuItem value={NEW}>{translate('resources.production.job.new')}</MenuItem>
              </TextField>
            )}
            {job && <NotDraftNotice kind="job" status={job.status} />}
          </>
        }
      >
        <Box sx={{ maxWidth: 860 }}>
          <Section id="role" title="resources.production.job.sections.role">
            <TextInput source="roleName" label={`${FIELDS}.roleName`} validate={requiredField} readOnly={readOnly} />
            <TextInput source="description" label={`${FIELDS}.description`} multiline minRows={2} readOnly={readOnly} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <SelectInput
                source="type"
                label={`${FIELDS}.type`}
                choices={choicesOf(catalogues, 'jobTypes', LABELS)}
                validate={requiredField}
                readOnly={readOnly}
              />
              <SelectInput
                source="remoteOption"
                label={`${FIELDS}.remoteOption`}
                choices={choicesOf(catalogues, 'remoteOptions', LABELS)}
                readOnly={readOnly}
              />
            </Box>
            <SelectArrayInput
              source="ethnicities"
              label={`${FIELDS}.ethnicities`}
              choices={choicesOf(catalogues, 'ethnicities', LABELS)}
              readOnly={readOnly}
              sx={{ minWidth: 320 }}
            />
          </Section>
          <Section id="date-location" title="resources.production.job.sections.dateLocation">
            <SelectInput
              source="locationKind"
              label={`${FIELDS}.locationKind`}
              choices={choicesOf(catalogues, 'locationKinds', LABELS)}
              validate={requiredField}
              readOnly={readOnly}
            />
            <PlaceInputs source="workLocation" readOnly={readOnly} />
            <ArrayInput source="keyDates" label={`${FIELDS}.keyDates`}>
              <SimpleFormIterator inline disableAdd={readOnly} disableRemove={readOnly} disableReordering>
                <TextInput
                  source="label"
                  label={`${FIELDS}.keyDateLabel`}
                  validate={requiredField}
                  readOnly={readOnly}
                />
                <DateInput source="date" label={`${FIELDS}.keyDateDate`} validate={requiredField} readOnly={readOnly} />
                <TextInput source="location" label={`${FIELDS}.keyDateLocation`} readOnly={readOnly} />
              </SimpleFormIterator>
            </ArrayInput>
            <DateInput
              source="expiresOn"
              label={`${FIELDS}.expiresOn`}
              helperText={readOnly ? false : `${FIELDS}.expiresOnHelp`}
              readOnly={readOnly}
            />
            <TextInput
              source="specialInstructions"
              label={`${FIELDS}.specialInstructions`}
              multiline
              readOnly={readOnly}
            />
            <CheckboxGroupInput
              source="additionalMaterials"
              label={`${FIELDS}.additionalMaterials`}
              choices={choicesOf(catalogues, 'materialKinds', LABELS)}
              readOnly={readOnly}
            />
          </Section>
          <Section id="pre-screen" title="resources.production.job.sections.preScreen">
            <CheckboxGroupInput
              source="preScreen.media"
              label={`${FIELDS}.media`}
              choices={choicesOf(catalogues, 'preScreenMedia', LABELS)}
              readOnly={readOnly}
            />
            <BooleanInput source="preScreen.nudity" label={`${FIELDS}.nudity`} readOnly={readOnly} />
            <TextInput
              source="preScreen.messageToTalent"
              label={`${FIELDS}.messageToTalent`}
              multiline
              readOnly={readOnly}
            />
          </Section>
          <Section id="payment" title="resources.production.job.sections.payment">
            <PayWarnings />
            <SelectInput
              source="payment.paying"
              label={`${FIELDS}.paying`}
              choices={[
                { id: 'yes', name: `${FIELDS}.payingYes` },
                { id: 'no', name: `${FIELDS}.payingNo` },
              ]}
              readOnly={readOnly}
              sx={{ minWidth: 320 }}
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <SelectInput
                source="payment.workDuration"
                label={`${FIELDS}.workDuration`}
                choices={choicesOf(catalogues, 'workDurations', LABELS)}
                readOnly={readOnly}
              />
              <BooleanInput source="payment.durationUnknown" label={`${FIELDS}.durationUnknown`} readOnly={readOnly} />
            </Box>
            <PayingFields readOnly={readOnly} catalogues={catalogues} />
          </Section>
          <Section id="extra" title="resources.production.job.sections.extra">
            <TextInput
              source="payment.extraCompensationNotes"
              label={`${FIELDS}.extraCompensationNotes`}
              multiline
              readOnly={readOnly}
            />
          </Section>
        </Box>
      </WizardForm>
      {job && (
        <>
          <StatusPanel kind="job" record={job} onChanged={onSaved} />
          <Button
            component={Link}
            to={`/job/${encodeURIComponent(job.id)}/details`}
            sx={{ mt: 2 }}
            data-testid="job-details-link"
          >
            {translate('resources.production.list.jobDetails')}
          </Button>
        </>
      )}
    </>
  );
}
