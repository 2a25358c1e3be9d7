import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, CircularProgress, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, List, TopToolbar, useExpanded, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CursorPagination } from '../../components/CursorPagination';
import { PAGE_SIZE } from '../../dataProvider';
import { formatDate } from '../../i18n/format';
import { productionsApi, type JobRecord, type Page, type ProductionRecord, type ProjectRecord } from './productionsApi';
import { stepPath } from './wizardSteps';

const CATALOGUE = 'resources.production.catalogue';

function CreateProductionButton() {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to="/production/create"
      variant="contained"
      startIcon={<AddIcon />}
      data-testid="production-create"
    >
      {translate('resources.production.list.create')}
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateProductionButton />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 6 }} data-testid="production-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.production.list.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('resources.production.list.emptyHelp')}
      </Typography>
      <CreateProductionButton />
    </Box>
  );
}

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`${CATALOGUE}.recordStatuses.${status}`, { _: status })}
      data-testid={`status-chip-${status}`}
    />
  );
}

/** A cursor-paged child list: the first page at once, "Show more" for the next. */
function usePagedChildren<T extends { id: string }>(load: (after?: string) => Promise<Page<T>>) {
  const [state, setState] = useState<{ items: T[]; hasMore: boolean; loading: boolean; error?: string }>({
    items: [],
    hasMore: false,
    loading: true,
  });
  const fetchPage = (after?: string) => {
    setState((current) => ({ ...current, loading: true }));
    load(after).then(
      (page) =>
        setState((current) => ({
          items: after ? [...current.items, ...page.data] : page.data,
          hasMore: page.has_more,
          loading: false,
        })),
      (error: unknown) =>
        setState((current) => ({
          ...current,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        })),
    );
  };
  useEffect(() => {
    fetchPage();
    // The loader is bound to one parent for the component's life: the first page once.
  }, []);
  const more = () => fetchPage(state.items[state.items.length - 1]?.id);
  return { ...state, more };
}

function MoreButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" onClick={onClick}>
      {translate('resources.production.list.more')}
    </Button>
  );
}

function ProjectJobs({ production, project }: { production: ProductionRecord; project: ProjectRecord }) {
  const translate = useTranslate();
  const jobs = usePagedChildren<JobRecord>((after) => productionsApi.jobsOf(project.id, after));
  if (jobs.loading && jobs.items.length === 0) {
    return <CircularProgress size={18} aria-label={translate('ra.page.loading')} />;
  }
  if (jobs.error) {
    return <Typography color="error">{jobs.error}</Typography>;
  }
  if (jobs.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 2 }}>
        {translate('resources.production.list.noJobs')}
      </Typography>
    );
  }
  return (
    <MuiList dense disablePadding sx={{ pl: 2 }}>
      {jobs.items.map((job) => (
        <ListItem key={job.id} disableGutters data-testid={`hierarchy-job-${job.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{job.roleName}</Typography>
            <StatusChip status={job.status} />
            <Button
              size="small"
              component={Link}
              to={stepPath(4, { productionId: production.id, projectId: project.id, jobId: job.id })}
            >
              {translate('resources.production.list.open')}
            </Button>
            <Button size="small" component={Link} to={`/job/${encodeURIComponent(job.id)}/details`}>
              {translate('resources.production.list.jobDetails')}
            </Button>
            <Button
              size="small"
              component={Link}
              to={`/prospect/details/${encodeURIComponent(job.id)}`}
              aria-label={translate('resources.job.prospectsNamed', { job: job.roleName ?? '' })}
              data-testid={`prospects-${job.id}`}
            >
              {translate('resources.job.prospects')}
            </Button>
          </Stack>
        </ListItem>
      ))}
      {jobs.hasMore && <MoreButton onClick={jobs.more} />}
    </MuiList>
  );
}

/** The expanded row: the production's projects (GET /api/project/byProductionId) and their roles (byProjectId). */
function ProductionHierarchy() {
  const translate = useTranslate();
  const production = useRecordContext<ProductionRecord>();
  const projects = usePagedChildren<ProjectRecord>((after) => productionsApi.projectsOf(String(production?.id), after));
  if (!production) {
    return null;
  }
  return (
    <Box sx={{ py: 1, px: 2 }} data-testid={`hierarchy-${production.id}`}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.production.list.projects')}
      </Typography>
      {projects.loading && projects.items.length === 0 && (
        <CircularProgress size={18} aria-label={translate('ra.page.loading')} />
      )}
      {projects.error && <Typography color="error">{projects.error}</Typography>}
      {!projects.loading && !projects.error && projects.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.production.list.noProjects')}
        </Typography>
      )}
      <MuiList dense disablePadding>
        {projects.items.map((project) => (
          <ListItem
            key={project.id}
            disableGutters
            sx={{ display: 'block' }}
            data-testid={`hierarchy-project-${project.id}`}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {project.name}
              </Typography>
              <StatusChip status={project.status} />
              <Button
                size="small"
                component={Link}
                to={stepPath(3, { productionId: production.id, projectId: project.id })}
              >
                {translate('resources.production.list.open')}
              </Button>
            </Stack>
            <ProjectJobs production={production} project={project} />
          </ListItem>
        ))}
      </MuiList>
      {projects.hasMore && <MoreButton onClick={projects.more} />}
    </Box>
  );
}

function TranslatedKey({ source, catalogue }: { source: keyof ProductionRecord; catalogue: string }) {
  const translate = useTranslate();
  const record = useRecordContext<ProductionRecord>();
  const value = record?.[source];
  return typeof value === 'string' && value ? (
    <>{translate(`${CATALOGUE}.${catalogue}.${value}`, { _: value })}</>
  ) : null;
}

function CreatedAt() {
  const [locale] = useLocaleState();
  const record = useRecordContext<ProductionRecord>();
  return record?.createdAt ? <>{formatDate(record.createdAt, locale)}</> : null;
}

/**
 * Shows or hides the row's projects and roles: a real button (DataTable's own expand icon is hidden
 * from assistive technology and the keyboard), sharing the table's expanded state.
 */
function HierarchyToggle() {
  const translate = useTranslate();
  const record = useRecordContext<ProductionRecord>();
  const [expanded, toggle] = useExpanded('production', record?.id ?? '');
  return record ? (
    <Button
      size="small"
      aria-expanded={expanded}
      aria-controls={`production-${record.id}-expand`}
      onClick={toggle}
      data-testid={`hierarchy-toggle-${record.id}`}
    >
      {translate('resources.production.list.hierarchy')}
    </Button>
  ) : null;
}

function OpenButton() {
  const translate = useTranslate();
  const record = useRecordContext<ProductionRecord>();
  return record ? (
    <Button
      size="small"
      component={Link}
      to={stepPath(1, { productionId: record.id })}
      data-testid={`open-${record.id}`}
    >
      {translate('resources.production.list.open')}
    </Button>
  ) : null;
}

/**
 * The account's productions (GET /api/production, cursor pages of 25), each expandable into its
 * projects and their roles.
 */
export default function ProductionList() {
  return (
    <List
      perPage={PAGE_SIZE}
      exporter={false}
      actions={<ListActions />}
      empty={<Empty />}
      title="resources.production.list.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<CursorPagination />}
    >
      <DataTable bulkActionButtons={false} rowClick={false} expand={<ProductionHierarchy />}>
        <DataTable.Col source="name" label="resources.production.fields.name" />
        <DataTable.Col source="type" label="resources.production.fields.type">
          <TranslatedKey source="type" catalogue="productionTypes" />
        </DataTable.Col>
        <DataTable.Col source="status" label="resources.production.fields.status">
          <TranslatedKey source="status" catalogue="recordStatuses" />
        </DataTable.Col>
        <DataTable.Col source="phaseLabel" label="resources.production.fields.phase">
          <TranslatedKey source="phaseLabel" catalogue="phaseLabels" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="resources.production.fields.createdAt">
          <CreatedAt />
        </DataTable.Col>
        <DataTable.Col label="resources.production.list.hierarchy">
          <HierarchyToggle />
        </DataTable.Col>
        <DataTable.Col label="resources.production.list.open">
          <OpenButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
