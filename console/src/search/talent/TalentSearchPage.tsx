import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCatalogues, useChoices, useCountryChoices } from '../../resources/talent/useCatalogues';
import { displayName, optionLabel } from '../../resources/talent/optionNames';
import { talentName } from '../../resources/talent/talentName';
import { KeyInput, KeysInput, RangeInputs, TypedInput, type Option } from '../common/FilterInputs';
import { ResultItem } from '../common/ResultItem';
import { SearchPage } from '../common/SearchPage';
import {
  TALENT_FIELDS,
  TALENT_FILTER_GROUPS,
  TALENT_LIMITS,
  TALENT_WIRE_FIELDS,
  talentOptionName,
  talentSearchBody,
  validateTalentForm,
} from './talentSearch';

/** What POST /api/talent/search answers for each profile (TalentDetails: public fields only). */
interface TalentHit {
  id: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  minor?: boolean;
  age?: number;
  location?: { city?: string; state?: string; country?: string };
  unions?: string[];
  playableAge?: { from?: number; to?: number };
  genderRole?: string;
  photos?: { thumbnailUrl?: string }[];
}

function placeText(place: TalentHit['location'], locale: string): string {
  return [place?.city, place?.state, place?.country && displayName(locale, 'region', place.country)]
    .filter(Boolean)
    .join(', ');
}

function TalentResult({ record }: { record: TalentHit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = talentName(record);
  const age =
    record.minor && record.age !== undefined
      ? translate('search.talent.result.minor', { age: record.age })
      : record.playableAge?.from !== undefined && record.playableAge.to !== undefined
        ? translate('search.talent.result.plays', { from: record.playableAge.from, to: record.playableAge.to })
        : undefined;
  const secondary = [
    age,
    record.genderRole && optionLabel(locale, 'genderRoles', record.genderRole),
    placeText(record.location, locale),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ResultItem
      testId="talent-result"
      to={`/talent/${encodeURIComponent(record.id)}/detail`}
      title={name}
      lines={secondary ? [secondary] : []}
      chips={(record.unions ?? []).map((union) => optionLabel(locale, 'unions', union))}
      photo={record.photos?.[0]?.thumbnailUrl}
      avatar={name.slice(0, 1)}
    />
  );
}

/**
 * /talent/search: text over names, aliases and skills, and every attribute filter of the API (unions,
 * gender role, ethnic appearance, body type, hair, eyes, height, weight, playable age, skills,
 * languages, accents, country, state and city); option lists from /public/catalogues.
 */
export default function TalentSearchPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const catalogues = useCatalogues();
  const genderRoles = useChoices('genderRoles');
  const unions = useChoices('unions');
  const ethnicAppearances = useChoices('ethnicAppearances');
  const bodyTypes = useChoices('bodyTypes');
  const hairColors = useChoices('hairColors');
  const eyeColors = useChoices('eyeColors');
  const athletic = useChoices('athleticSkills');
  const performance = useChoices('performanceSkills');
  const languages = useChoices('languages');
  const accents = useChoices('accents');
  const countries = useCountryChoices();
  const athleticKeys = useMemo(() => catalogues.data?.athleticSkills ?? [], [catalogues.data]);
  const skills: Option[] = useMemo(
    () => [
      ...athletic.map((choice) => ({ ...choice, group: translate('search.talent.filters.athletic') })),
      ...performance.map((choice) => ({ ...choice, group: translate('search.talent.filters.performance') })),
    ],
    [athletic, performance, translate],
  );
  const optionName = useMemo(() => talentOptionName(locale, athleticKeys), [locale, athleticKeys]);
  const allOf = translate('search.common.allOf');

  return (
    <SearchPage<typeof TALENT_FIELDS, TalentHit>
      kind="talent"
      path="/api/talent/search"
      spec={TALENT_FIELDS}
      validate={validateTalentForm}
      body={talentSearchBody}
      wireFields={TALENT_WIRE_FIELDS}
      groups={TALENT_FILTER_GROUPS}
      optionName={optionName}
      options={{ ready: catalogues.data !== undefined, error: catalogues.error ?? undefined }}
      result={(record) => <TalentResult record={record} />}
      filters={(form) => (
        <>
          <TypedInput
            {...form.text('playableAge')}
            type="number"
            inputProps={{ min: TALENT_LIMITS.age.min, max: TALENT_LIMITS.age.max, step: 1 }}
          />
          <KeysInput {...form.keys('genderRoles')} options={genderRoles} />
          <KeysInput {...form.keys('unions')} options={unions} />
          <KeysInput {...form.keys('ethnicAppearances')} options={ethnicAppearances} />
          <KeysInput {...form.keys('bodyTypes')} options={bodyTypes} />
          <KeysInput {...form.keys('hairColors')} options={hairColors} />
          <KeysInput {...form.keys('eyeColors')} options={eyeColors} />
          <RangeInputs
            legend={translate('search.talent.filters.heightRange')}
            from={form.text('heightMin')}
            to={form.text('heightMax')}
            inputProps={{ min: TALENT_LIMITS.heightCm.min, max: TALENT_LIMITS.heightCm.max }}
          />
          <RangeInputs
            legend={translate('search.talent.filters.weightRange')}
            from={form.text('weightMin')}
            to={form.text('weightMax')}
            inputProps={{ min: TALENT_LIMITS.weightKg.min, max: TALENT_LIMITS.weightKg.max }}
          />
          <KeysInput {...form.keys('skills')} options={skills} helperText={allOf} />
          <KeysInput {...form.keys('languages')} options={languages} helperText={allOf} />
          <KeysInput {...form.keys('accents')} options={accents} helperText={allOf} />
          <KeyInput {...form.text('country')} options={countries} />
          <TypedInput {...form.text('state')} helperText={translate('search.talent.filters.stateHelp')} />
          <TypedInput {...form.text('city')} />
        </>
      )}
    />
  );
}
