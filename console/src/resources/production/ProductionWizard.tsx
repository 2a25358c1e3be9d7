import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { JobStep } from './JobStep';
import { InitializeStep, ProductionDetailsStep } from './ProductionSteps';
import { productionsApi, type JobRecord, type ProductionRecord, type ProjectRecord } from './productionsApi';
import { ProjectStep } from './ProjectStep';
import { StatusPanel } from './StatusPanel';
import { useProductionCatalogues } from './useProductionCatalogues';
import { NEW_RECORD, parseStep } from './wizardSteps';

/** Replaces a record in a list by id, or appends it. */
function upsert<T extends { id: string }>(list: T[], record: T): T[] {
  return list.some((item) => item.id === record.id)
    ? list.map((item) => (item.id === record.id ? record : item))
    : [...list, record];
}

/**
 * The project or role a step edits: the one named in the address, a new one for "new", else the
 * first of the list (a member who comes back to the step finds the record they were on).
 */
function chosen<T extends { id: string }>(list: T[], param: string | undefined): T | undefined {
  if (param === NEW_RECORD) {
    return undefined;
  }
  return param === undefined ? list[0] : list.find((item) => item.id === param);
}

interface Loaded {
  /** The production and project the records were read for: a step shows only what is read for its address. */
  key: string;
  production?: ProductionRecord;
  projects: ProjectRecord[];
  jobs: JobRecord[];
}

/**
 * The production wizard (spec section 2): /production/create (step 1 of a new production) and
 * /production/edit/{id}/{step}. Every step reads the saved draft from the API, so a member who leaves
 * and comes back finds what was saved; steps 3 and 4 keep the project and the role in the address.
 */
export default function ProductionWizard() {
  const translate = useTranslate();
  const params = useParams();
  const [search] = useSearchParams();
  const productionId = params.id;
  const step = productionId === undefined ? 1 : parseStep(params.step);
  const projectParam = search.get('project') ?? undefined;
  const jobParam = search.get('job') ?? undefined;
  const { catalogues, error: catalogueError } = useProductionCatalogues();
  const key = `${productionId ?? ''}|${projectParam ?? ''}`;
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [loadError, setLoadError] = useState<string>();

  const load = useCallback(async () => {
    if (!productionId) {
      setLoaded({ key, projects: [], jobs: [] });
      return;
    }
    try {
      const [production, projects] = await Promise.all([
        productionsApi.get<ProductionRecord>('production', productionId),
        productionsApi.projectsOf(productionId),
      ]);
      const project = chosen(projects.data, projectParam);
      const jobs = project ? (await productionsApi.jobsOf(project.id)).data : [];
      setLoaded({ key, production, projects: projects.data, jobs });
      setLoadError(undefined);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [productionId, projectParam, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const title = loaded?.production?.name
    ? translate('resources.production.wizard.editTitle', { name: loaded.production.name })
    : translate('resources.production.wizard.createTitle');

  const body = () => {
    if (step === undefined) {
      return <Alert severity="error">{translate('resources.production.wizard.unknownStep')}</Alert>;
    }
    if (loadError || catalogueError) {
      return (
        <Alert severity="error" data-testid="wizard-load-error">
          {translate('resources.production.wizard.loadFailed')} {loadError ?? catalogueError?.message}
        </Alert>
      );
    }
    // Until the records of this address are read (not those of the previous one: a step's form starts
    // from what is saved, and a click must not reach a form that is about to be replaced).
    if (!loaded || loaded.key !== key || !catalogues || (productionId && !loaded.production)) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      );
    }
    const { production, projects, jobs } = loaded;
    const project = chosen(projects, projectParam);
    const setProduction = (saved: ProductionRecord) => setLoaded((state) => ({ ...state!, production: saved }));
    const setProject = (saved: ProjectRecord) =>
      setLoaded((state) => ({ ...state!, projects: upsert(state!.projects, saved) }));
    const setJob = (saved: JobRecord) => setLoaded((state) => ({ ...state!, jobs: upsert(state!.jobs, saved) }));
    const productionPanel = production && (
      <StatusPanel
        kind="production"
        record={production}
        onChanged={setProduction}
        projectStatuses={projects.map((project) => project.status)}
      />
    );
    switch (step) {
      case 1:
        return (
          <>
            <InitializeStep production={production} catalogues={catalogues} onSaved={setProduction} />
            {productionPanel}
          </>
        );
      case 2:
        return (
          <>
            <ProductionDetailsStep production={production!} catalogues={catalogues} onSaved={setProduction} />
            {productionPanel}
          </>
        );
      case 3:
        return <ProjectStep productionId={production!.id} projects={projects} project={project} onSaved={setProject} />;
      default:
        return (
          <JobStep
            productionId={production!.id}
            projectId={project?.id}
            jobs={jobs}
            job={chosen(jobs, jobParam)}
            catalogues={catalogues}
            onSaved={setJob}
          />
        );
    }
  };

  return (
    <Box sx={{ mt: 2 }} data-testid="production-wizard">
      <Title title={title} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 2 }}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Button component={Link} to="/production">
              {translate('resources.production.wizard.toList')}
            </Button>
          </Box>
          {body()}
        </CardContent>
      </Card>
    </Box>
  );
}
