import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { DateInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { requiredField } from '../../components/validators';
import { PlaceInputs } from './PlaceInputs';
import { productionsApi, type ProjectRecord } from './productionsApi';
import { createBody, fieldsBody, patchBody, PROJECT_FIELDS, type Body } from './recordBody';
import { isEditable } from './statusActions';
import { NotDraftNotice, StatusPanel } from './StatusPanel';
import { NEW_RECORD as NEW, stepPath } from './wizardSteps';
import { useSavedNotice, useSaveError, WizardForm, type SaveStep } from './WizardForm';

interface ProjectStepProps {
  productionId: string;
  projects: ProjectRecord[];
  project?: ProjectRecord;
  onSaved: (project: ProjectRecord) => void;
}

/**
 * Step 3, Project: one of the production's projects (chosen in the list, kept in ?project=) or a new
 * one; its name, description, dates and location, and its status actions once saved.
 */
export function ProjectStep({ productionId, projects, project, onSaved }: ProjectStepProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const saveError = useSaveError();
  const savedNotice = useSavedNotice();
  const readOnly = !isEditable(project?.status);
  const save: SaveStep = async (values, setError) => {
    const body = fieldsBody(values, PROJECT_FIELDS);
    try {
      if (!project) {
        const created = await productionsApi.create<ProjectRecord>('project', { productionId, ...createBody(body) });
        onSaved(created);
        savedNotice('resources.production.project.created');
        return { productionId, projectId: created.id };
      }
      const changes = patchBody(body, fieldsBody(project, PROJECT_FIELDS));
      if (Object.keys(changes).length > 0) {
        onSaved(await productionsApi.update<ProjectRecord>('project', project.id, changes));
        savedNotice();
      }
      return { productionId, projectId: project.id };
    } catch (error) {
      saveError(error, setError, values);
      return undefined;
    }
  };
  return (
    <>
      <WizardForm
        // A new form for each project: its own starting values.
        key={project?.id ?? NEW}
        step={3}
        place={{ productionId, projectId: project?.id }}
        editable={!readOnly}
        defaultValues={{
          name: project?.name ?? '',
          description: (project?.description as string | undefined) ?? '',
          startDate: project?.startDate ?? '',
          endDate: project?.endDate ?? '',
          location: (project?.location as Body | undefined) ?? { city: '', state: '', country: '' },
        }}
        save={save}
        header={
          <>
            {projects.length > 0 && (
              <TextField
                select
                id="project-choice"
                label={translate('resources.production.project.choose')}
                value={project?.id ?? NEW}
                onChange={(event) => void navigate(stepPath(3, { productionId, projectId: event.target.value }))}
                sx={{ minWidth: 320, mb: 2 }}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'project-choice' } as object } }}
              >
                {projects.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.name ?? candidate.id}
                  </MenuItem>
                ))}
                <MenuItem value={NEW}>{translate('resources.production.project.new')}</MenuItem>
              </TextField>
            )}
            {project && <NotDraftNotice kind="project" status={project.status} />}
          </>
        }
        canContinue
      >
        <Box sx={{ maxWidth: 720 }}>
          <TextInput
            source="name"
            label="resources.production.project.fields.name"
            validate={requiredField}
            readOnly={readOnly}
          />
          <TextInput
            source="description"
            label="resources.production.project.fields.description"
            multiline
            minRows={2}
            readOnly={readOnly}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <DateInput source="startDate" label="resources.production.project.fields.startDate" readOnly={readOnly} />
            <DateInput source="endDate" label="resources.production.project.fields.endDate" readOnly={readOnly} />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {translate('resources.production.project.fields.location')}
          </Typography>
          <PlaceInputs source="location" readOnly={readOnly} />
        </Box>
      </WizardForm>
      {project && <StatusPanel kind="project" record={project} onChanged={onSaved} />}
    </>
  );
}
