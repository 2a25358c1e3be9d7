import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { displayName, optionLabel } from '../../resources/talent/optionNames';
import { useCatalogues, useChoices, useCountryChoices } from '../../resources/talent/useCatalogues';
import { KeyInput, KeysInput, TypedInput } from '../common/FilterInputs';
import { ResultItem } from '../common/ResultItem';
import { SearchPage } from '../common/SearchPage';
import {
  REPRESENTATIVE_CATALOGUES,
  REPRESENTATIVE_FIELDS,
  REPRESENTATIVE_FILTER_GROUPS,
  REPRESENTATIVE_WIRE_FIELDS,
  representativeSearchBody,
  validateRepresentativeForm,
} from './representativeSearch';

/** What POST /api/representative/search answers for each profile (RepresentativeDetails). */
interface RepresentativeHit {
  id: string;
  representationTypes?: string[];
  talentTypes?: string[];
  location?: { city?: string; state?: string; country?: string };
  company?: { name?: string; aliasOrDba?: string };
  license?: { fullName?: string; number?: string };
}

function RepresentativeResult({ record }: { record: RepresentativeHit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The company name, else the license holder's: what connections show too.
  const name = record.company?.name || record.license?.fullName || translate('search.representative.result.unnamed');
  const place = [
    record.location?.city,
    record.location?.state,
    record.location?.country && displayName(locale, 'region', record.location.country),
  ]
    .filter(Boolean)
    .join(', ');
  const secondary = [
    (record.representationTypes ?? []).map((type) => optionLabel(locale, 'representationTypes', type)).join(', '),
    place,
    record.license?.number && translate('search.representative.result.license', { number: record.license.number }),
  ]
    .filter(Boolean)
    .join(' · ');
  const types = record.talentTypes ?? [];
  const chips = types.slice(0, 4).map((type) => optionLabel(locale, 'talentTypes', type));
  if (types.length > 4) {
    chips.push(`+${types.length - 4}`);
  }
  return (
    <ResultItem
      testId="representative-result"
      to={`/representative/${encodeURIComponent(record.id)}/detail`}
      title={name}
      lines={secondary ? [secondary] : []}
      chips={chips}
      avatar={<BusinessCenterIcon />}
    />
  );
}

/**
 * /representative/search: text over company and license holder names, representation types, project
 * locations, services, talent represented and the place of business; option lists from
 * /public/catalogues.
 */
export default function RepresentativeSearchPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const catalogues = useCatalogues();
  const representationTypes = useChoices(REPRESENTATIVE_CATALOGUES.representationTypes);
  const projectLocations = useChoices(REPRESENTATIVE_CATALOGUES.projectLocations);
  const services = useChoices(REPRESENTATIVE_CATALOGUES.services);
  const talentTypes = useChoices(REPRESENTATIVE_CATALOGUES.talentTypes);
  const countries = useCountryChoices();
  const optionName = useMemo(
    () => (catalogue: string, key: string) =>
      catalogue === 'countries' ? displayName(locale, 'region', key) : optionLabel(locale, catalogue, key),
    [locale],
  );
  return (
    <SearchPage<typeof REPRESENTATIVE_FIELDS, RepresentativeHit>
      kind="representative"
      path="/api/representative/search"
      spec={REPRESENTATIVE_FIELDS}
      validate={validateRepresentativeForm}
      body={representativeSearchBody}
      wireFields={REPRESENTATIVE_WIRE_FIELDS}
      groups={REPRESENTATIVE_FILTER_GROUPS}
      optionName={optionName}
      options={{ ready: catalogues.data !== undefined, error: catalogues.error ?? undefined }}
      result={(record) => <RepresentativeResult record={record} />}
      filters={(form) => (
        <>
          <KeysInput {...form.keys('representationTypes')} options={representationTypes} />
          <KeysInput {...form.keys('projectLocations')} options={projectLocations} />
          <KeysInput {...form.keys('services')} options={services} />
          <KeysInput {...form.keys('talentTypes')} options={talentTypes} />
          <KeyInput {...form.text('country')} options={countries} />
          <TypedInput {...form.text('state')} helperText={translate('search.representative.filters.stateHelp')} />
          <TypedInput {...form.text('city')} />
        </>
      )}
    />
  );
}
