import WorkIcon from '@mui/icons-material/Work';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { payText, type JobPayment } from '../../resources/job/payText';
import { choicesOf, useProductionCatalogues } from '../../resources/production/useProductionCatalogues';
import { displayName } from '../../resources/talent/optionNames';
import { useCountryChoices } from '../../resources/talent/useCatalogues';
import { ChoiceInput, KeyInput, KeysInput, RangeInputs, TypedInput, type Option } from '../common/FilterInputs';
import { ResultItem } from '../common/ResultItem';
import { SearchPage } from '../common/SearchPage';
import {
  JOB_CATALOGUES,
  JOB_FIELDS,
  JOB_FILTER_GROUPS,
  JOB_WIRE_FIELDS,
  jobSearchBody,
  validateJobForm,
} from './jobSearch';

const CATALOGUE = 'resources.production.catalogue';

/** What POST /api/job/search answers for each job: the job, its production's summary, its project's name. */
interface JobHit {
  id: string;
  roleName?: string;
  type?: string;
  workLocation?: { city?: string; state?: string; country?: string };
  locationKind?: string;
  payment?: JobPayment;
  production?: { name?: string; unionStatus?: string };
  projectName?: string;
}

function JobResult({ record }: { record: JobHit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const key = (list: string, value: string | undefined) =>
    value ? translate(`${CATALOGUE}.${list}.${value}`, { _: value }) : undefined;
  const place = [
    record.workLocation?.city,
    record.workLocation?.state,
    record.workLocation?.country && displayName(locale, 'region', record.workLocation.country),
  ]
    .filter(Boolean)
    .join(', ');
  const production = translate('search.job.result.production', {
    production: record.production?.name ?? '',
    project: record.projectName ?? '',
  });
  const details = [key('jobTypes', record.type), place, payText(record.payment, locale, translate)]
    .filter(Boolean)
    .join(' · ');
  return (
    <ResultItem
      testId="job-result"
      to={`/job/${encodeURIComponent(record.id)}/details`}
      title={record.roleName || record.id}
      lines={[production, details]}
      chips={[key('unionStatuses', record.production?.unionStatus), key('locationKinds', record.locationKind)].filter(
        (chip): chip is string => chip !== undefined,
      )}
      avatar={<WorkIcon />}
    />
  );
}

/**
 * /job/search: published jobs of active productions (and the member's own), by text, role type,
 * category, who can fill it, remote option, union status, pay (paid or not, rate types, a range in
 * dollars), key dates, the hiring phase and the work location; option lists from
 * /public/catalogues/productions.
 */
export default function JobSearchPage() {
  const translate = useTranslate();
  const { catalogues, error } = useProductionCatalogues();
  const countries = useCountryChoices();
  const options = useMemo(() => {
    const named = (field: keyof typeof JOB_CATALOGUES): Option[] =>
      choicesOf(catalogues, JOB_CATALOGUES[field], CATALOGUE).map((choice) => ({
        id: choice.id,
        name: translate(choice.name, { _: choice.id }),
      }));
    return {
      types: named('types'),
      categories: named('categories'),
      locationKinds: named('locationKinds'),
      remoteOptions: named('remoteOptions'),
      unionStatuses: named('unionStatuses'),
      rateTypes: named('rateTypes'),
    };
  }, [catalogues, translate]);
  const [locale] = useLocaleState();
  const optionName = useMemo(
    () => (catalogue: string, key: string) =>
      catalogue === 'countries'
        ? displayName(locale, 'region', key)
        : translate(`${CATALOGUE}.${catalogue}.${key}`, { _: key }),
    [locale, translate],
  );
  const paying = ['', 'yes', 'no'].map((id) => ({
    id,
    name: translate(`search.job.paying.${id === '' ? 'any' : id}`),
  }));

  return (
    <SearchPage<typeof JOB_FIELDS, JobHit>
      kind="job"
      path="/api/job/search"
      spec={JOB_FIELDS}
      validate={validateJobForm}
      body={jobSearchBody}
      wireFields={JOB_WIRE_FIELDS}
      groups={JOB_FILTER_GROUPS}
      optionName={optionName}
      options={{ ready: catalogues !== undefined, error }}
      result={(record) => <JobResult record={record} />}
      filters={(form) => (
        <>
          <KeysInput {...form.keys('types')} options={options.types} />
          <KeysInput {...form.keys('categories')} options={options.categories} />
          <KeysInput {...form.keys('locationKinds')} options={options.locationKinds} />
          <KeysInput {...form.keys('remoteOptions')} options={options.remoteOptions} />
          <KeysInput {...form.keys('unionStatuses')} options={options.unionStatuses} />
          <ChoiceInput {...form.text('paying')} choices={paying} />
          <KeysInput {...form.keys('rateTypes')} options={options.rateTypes} />
          <RangeInputs
            legend={translate('search.job.filters.payRange')}
            from={form.text('payMin')}
            to={form.text('payMax')}
            inputProps={{ min: 0, step: 0.01 }}
            helperText={translate('search.job.filters.payHelp')}
          />
          <RangeInputs
            legend={translate('search.job.filters.dates')}
            from={form.text('dateFrom')}
            to={form.text('dateTo')}
            type="date"
          />
          <ChoiceInput
            {...form.text('hiring')}
            choices={[
              { id: '', name: translate('search.job.hiring.any') },
              { id: 'yes', name: translate('search.job.hiring.yes') },
            ]}
          />
          <KeyInput {...form.text('country')} options={countries} />
          <TypedInput {...form.text('state')} helperText={translate('search.job.filters.stateHelp')} />
          <TypedInput {...form.text('city')} />
        </>
      )}
    />
  );
}
