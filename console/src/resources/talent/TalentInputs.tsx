import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { requiredField, validEmail, maxLength } from '../../components/validators';
import { isMinorBirthDate, LIMITS } from './talentForm';
import {
  afterToday,
  atLeastOne,
  linesWithin,
  nonUnionAlone,
  numberWithin,
  partOfGroup,
  pastBirthDate,
  playableAgeRange,
  requiredForMinor,
  socialLink,
} from './talentValidators';
import { optionLabel } from './optionNames';
import { useChoices, useCountryChoices } from './useCatalogues';

const F = 'resources.talent.fields';
const S = 'resources.talent.sections';
const L = 'resources.talent.validation.lists';

/** A titled group of inputs laid out in a responsive grid. */
export function Section({
  title,
  help,
  children,
  columns = 3,
}: {
  title: string;
  help?: ReactNode;
  children: ReactNode;
  columns?: number;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3, width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {help}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
          alignItems: 'start',
          '& .MuiFormControl-root': { width: '100%', mt: 0, mb: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A whole-width row inside a Section's grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

function AddressInputs({ group, usOnly }: { group: string; usOnly?: boolean }) {
  const countries = useCountryChoices();
  return (
    <>
      <TextInput source={`${group}.careOf`} label={`${F}.careOf`} validate={maxLength(LIMITS.addressLine)} />
      <TextInput source={`${group}.line1`} label={`${F}.line1`} validate={maxLength(LIMITS.addressLine)} />
      <TextInput source={`${group}.line2`} label={`${F}.line2`} validate={maxLength(LIMITS.addressLine)} />
      <TextInput source={`${group}.city`} label={`${F}.city`} validate={maxLength(LIMITS.city)} />
      <TextInput source={`${group}.state`} label={`${F}.state`} validate={maxLength(LIMITS.city)} />
      <TextInput source={`${group}.postalCode`} label={`${F}.postalCode`} validate={maxLength(20)} />
      {usOnly ? null : (
        <AutocompleteInput
          source={`${group}.country`}
          label={`${F}.country`}
          translateChoice={false}
          choices={countries}
        />
      )}
    </>
  );
}

/** Presets fill the three pronoun forms; the member may still type their own. */
const PRONOUN_FORMS: Record<string, [string, string, string]> = {
  sheHer: ['she', 'her', 'hers'],
  heHim: ['he', 'him', 'his'],
  theyThem: ['they', 'them', 'theirs'],
  zeHir: ['ze', 'hir', 'hirs'],
  zeZir: ['ze', 'zir', 'zirs'],
  xeXem: ['xe', 'xem', 'xyrs'],
};

function PronounInputs() {
  const { setValue } = useFormContext();
  const presets = useChoices('pronounSets');
  const pronounPart = [
    maxLength(LIMITS.pronoun),
    partOfGroup('pronouns', ['subject', 'object', 'possessive'], 'allOrNone'),
  ];
  return (
    <>
      <SelectInput
        source="pronounPreset"
        label={`${F}.pronounPreset`}
        translateChoice={false}
        choices={presets}
        emptyText=" "
        onChange={(event: { target?: { value?: unknown } }) => {
          const value = event.target?.value;
          const chosen = typeof value === 'string' ? value : '';
          const forms = PRONOUN_FORMS[chosen];
          if (forms) {
            const [subject, object, possessive] = forms;
            const options = { shouldDirty: true, shouldValidate: true };
            setValue('pronouns.subject', subject, options);
            setValue('pronouns.object', object, options);
            setValue('pronouns.possessive', possessive, options);
          }
        }}
      />
      <TextInput source="pronouns.subject" label={`${F}.pronounSubject`} validate={pronounPart} />
      <TextInput source="pronouns.object" label={`${F}.pronounObject`} validate={pronounPart} />
      <TextInput source="pronouns.possessive" label={`${F}.pronounPossessive`} validate={pronounPart} />
    </>
  );
}

/** Basic Info: names, birth date, the guardian of a minor, citizenship, passport, addresses, unions, pronouns. */
export function BasicInfoInputs() {
  const translate = useTranslate();
  const birthDate = useWatch({ name: 'birthDate' }) as string | undefined;
  const citizenship = useWatch({ name: 'citizenship' }) as string[] | undefined;
  const minor = isMinorBirthDate(birthDate);
  const relationships = useChoices('guardianRelationships');
  const citizenships = useChoices('citizenships');
  const unions = useChoices('unions');
  const countries = useCountryChoices();
  const passportPart = [partOfGroup('passport', ['number', 'country', 'expiresOn'], 'passportAllOrNone')];
  return (
    <Box sx={{ width: '100%' }}>
      <Section title={`${S}.identity`}>
        <TextInput
          source="firstName"
          label={`${F}.firstName`}
          validate={[requiredField, maxLength(LIMITS.name)]}
          autoComplete="off"
        />
        <TextInput source="middleName" label={`${F}.middleName`} validate={maxLength(LIMITS.name)} />
        <TextInput source="lastName" label={`${F}.lastName`} validate={[requiredField, maxLength(LIMITS.name)]} />
        {[0, 1, 2].map((index) => (
          <TextInput
            key={index}
            source={`aliases.${index}`}
            label={translate(`${F}.alias`, { number: index + 1 })}
            validate={maxLength(LIMITS.alias)}
          />
        ))}
        <DateInput source="birthDate" label={`${F}.birthDate`} validate={[requiredField, pastBirthDate]} />
      </Section>
      {minor ? (
        <Section
          title={`${S}.minor`}
          help={
            <Alert severity="info" sx={{ mb: 2 }} data-testid="minor-guardian-help">
              {translate(`${S}.minorHelp`)}
            </Alert>
          }
        >
          <TextInput
            source="guardian.firstName"
            label={`${F}.guardianFirstName`}
            validate={[requiredForMinor, maxLength(LIMITS.name)]}
          />
          <TextInput
            source="guardian.lastName"
            label={`${F}.guardianLastName`}
            validate={[requiredForMinor, maxLength(LIMITS.name)]}
          />
          <SelectInput
            source="guardian.relationship"
            label={`${F}.guardianRelationship`}
            translateChoice={false}
            choices={relationships}
            validate={requiredForMinor}
          />
          <TextInput
            source="guardian.email"
            label={`${F}.guardianEmail`}
            type="email"
            validate={[requiredForMinor, validEmail]}
          />
          <TextInput
            source="guardian.phone"
            label={`${F}.guardianPhone`}
            type="tel"
            helperText={`${F}.guardianPhoneHelp`}
            validate={requiredForMinor}
          />
          <Box />
          <BooleanInput source="trustAccount" label={`${F}.trustAccount`} />
          <BooleanInput source="workPermit" label={`${F}.workPermit`} />
        </Section>
      ) : null}
      <Section title={`${S}.citizenship`} help={<PrivateNote />}>
        <Wide>
          <CheckboxGroupInput
            source="citizenship"
            label={`${F}.citizenship`}
            translateChoice={false}
            choices={citizenships}
            validate={atLeastOne(translate(`${L}.citizenship`))}
          />
        </Wide>
        {citizenship?.includes('other') ? (
          <TextInput
            source="citizenshipOtherDescription"
            label={`${F}.citizenshipOtherDescription`}
            validate={[requiredField, maxLength(LIMITS.shortText)]}
          />
        ) : null}
        <TextInput source="taxId" label={`${F}.taxId`} validate={maxLength(LIMITS.taxId)} autoComplete="off" />
        <TextInput
          source="workPermits"
          label={`${F}.workPermits`}
          helperText={`${F}.workPermitsHelp`}
          multiline
          minRows={2}
          validate={linesWithin(LIMITS.workPermits, LIMITS.shortText)}
        />
      </Section>
      <Section title={`${S}.passport`}>
        <TextInput
          source="passport.number"
          label={`${F}.passportNumber`}
          validate={[...passportPart, maxLength(LIMITS.passportNumber)]}
          autoComplete="off"
        />
        <AutocompleteInput
          source="passport.country"
          label={`${F}.passportCountry`}
          translateChoice={false}
          choices={countries}
          validate={passportPart}
        />
        <DateInput
          source="passport.expiresOn"
          label={`${F}.passportExpiresOn`}
          validate={[...passportPart, afterToday]}
        />
      </Section>
      <Section
        title={`${S}.residence`}
        help={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${S}.residenceHelp`)}
          </Typography>
        }
      >
        <AddressInputs group="residenceAddress" />
      </Section>
      <Section title={`${S}.mailing`}>
        <AddressInputs group="usMailingAddress" usOnly />
      </Section>
      <Section title={`${S}.unions`}>
        <Wide>
          <CheckboxGroupInput
            source="unions"
            label={`${F}.unions`}
            translateChoice={false}
            choices={unions}
            validate={[atLeastOne(translate(`${L}.union`)), nonUnionAlone]}
          />
        </Wide>
      </Section>
      <Section title={`${S}.pronouns`} columns={4}>
        <PronounInputs />
      </Section>
    </Box>
  );
}

function PrivateNote() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`${S}.private`)}
    </Typography>
  );
}

/** Details: roles, appearance, tattoos and piercings per body area, ethnic appearance. */
export function DetailsInputs() {
  const translate = useTranslate();
  const genderRoles = useChoices('genderRoles');
  const bodyTypes = useChoices('bodyTypes');
  const hairColors = useChoices('hairColors');
  const hairLengths = useChoices('hairLengths');
  const facialHair = useChoices('facialHair');
  const eyeColors = useChoices('eyeColors');
  const bodyAreas = useChoices('bodyAreas');
  const coverage = useChoices('coverageLevels');
  const ethnicAppearances = useChoices('ethnicAppearances');
  const age = numberWithin(LIMITS.playableAgeMin, LIMITS.playableAgeMax);
  return (
    <Box sx={{ width: '100%' }}>
      <Section title={`${S}.playing`}>
        <NumberInput source="playableAge.from" label={`${F}.playableAgeFrom`} validate={[age, playableAgeRange]} />
        <NumberInput source="playableAge.to" label={`${F}.playableAgeTo`} validate={[age, playableAgeRange]} />
        <SelectInput
          source="genderRole"
          label={`${F}.genderRole`}
          translateChoice={false}
          choices={genderRoles}
          emptyText=" "
        />
        <BooleanInput source="canPlayTransgender" label={`${F}.canPlayTransgender`} />
        <BooleanInput source="canPlayNonBinary" label={`${F}.canPlayNonBinary`} />
        <BooleanInput source="canPlayTwins" label={`${F}.canPlayTwins`} />
      </Section>
      <Section title={`${S}.appearance`} columns={4}>
        <Wide>
          <CheckboxGroupInput
            source="bodyTypes"
            label={`${F}.bodyTypes`}
            translateChoice={false}
            choices={bodyTypes}
            validate={atLeastOne(translate(`${L}.bodyType`))}
          />
        </Wide>
        <SelectInput
          source="hairColor"
          label={`${F}.hairColor`}
          translateChoice={false}
          choices={hairColors}
          emptyText=" "
        />
        <SelectInput
          source="hairLength"
          label={`${F}.hairLength`}
          translateChoice={false}
          choices={hairLengths}
          emptyText=" "
        />
        <SelectInput
          source="facialHair"
          label={`${F}.facialHair`}
          translateChoice={false}
          choices={facialHair}
          emptyText=" "
        />
        <SelectInput
          source="eyeColor"
          label={`${F}.eyeColor`}
          translateChoice={false}
          choices={eyeColors}
          emptyText=" "
        />
        <Wide>
          <CheckboxGroupInput
            source="ethnicAppearances"
            label={`${F}.ethnicAppearances`}
            translateChoice={false}
            choices={ethnicAppearances}
            validate={atLeastOne(translate(`${L}.ethnicAppearance`))}
          />
        </Wide>
      </Section>
      {(['tattoos', 'piercings'] as const).map((kind) => (
        <Section key={kind} title={`${S}.${kind}`} columns={5}>
          {bodyAreas.map((area) => (
            <SelectInput
              key={area.id}
              source={`${kind}.${area.id}`}
              label={area.name}
              choices={coverage}
              emptyText=" "
              translateChoice={false}
            />
          ))}
        </Section>
      ))}
    </Box>
  );
}

/** Size/Measure: height and weight in metric, the clothing sizes as free text. */
export function SizesInputs() {
  const sizeFields = useChoices('sizeFields');
  return (
    <Box sx={{ width: '100%' }}>
      <Section title={`${S}.measures`}>
        <NumberInput
          source="heightCm"
          label={`${F}.heightCm`}
          validate={numberWithin(LIMITS.heightMinCm, LIMITS.heightMaxCm)}
        />
        <NumberInput
          source="weightKg"
          label={`${F}.weightKg`}
          validate={numberWithin(LIMITS.weightMinKg, LIMITS.weightMaxKg)}
        />
      </Section>
      <Section title={`${S}.sizes`} columns={6}>
        {sizeFields.map((field) => (
          <TextInput key={field.id} source={`sizes.${field.id}`} label={field.name} validate={maxLength(LIMITS.size)} />
        ))}
        <Wide>
          <TextInput
            source="sizes.wardrobeNotes"
            label={`${F}.wardrobeNotes`}
            multiline
            minRows={3}
            validate={maxLength(LIMITS.wardrobeNotes)}
          />
        </Wide>
      </Section>
    </Box>
  );
}

const SKILL_CATALOGUES = [
  ['athletic', 'athleticSkills'],
  ['performance', 'performanceSkills'],
  ['accents', 'accents'],
  ['languages', 'languages'],
  ['disabilityTypes', 'disabilityTypes'],
  ['assistiveDevices', 'assistiveDevices'],
] as const;

function SkillInput({ list, catalogue }: { list: string; catalogue: string }) {
  const choices = useChoices(catalogue);
  return (
    <AutocompleteArrayInput
      source={`skills.${list}`}
      label={`${F}.${list}`}
      choices={choices}
      translateChoice={false}
      filterSelectedOptions
    />
  );
}

/** Skills: every list from the catalogues, several choices each. */
export function SkillsInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Section title="resources.talent.tabs.skills" columns={2}>
        {SKILL_CATALOGUES.map(([list, catalogue]) => (
          <SkillInput key={list} list={list} catalogue={catalogue} />
        ))}
      </Section>
    </Box>
  );
}

/** Social Media: one https link per network of the catalogue. */
export function SocialInputs() {
  const translate = useTranslate();
  const networks = useChoices('socialNetworks');
  const [locale] = useLocaleState();
  return (
    <Box sx={{ width: '100%' }}>
      <Section title="resources.talent.tabs.social" columns={2}>
        {networks.map((network) => (
          <TextInput
            key={network.id}
            source={`socialLinks.${network.id}`}
            label={translate(`${F}.socialLink`, { network: optionLabel(locale, 'socialNetworks', network.id) })}
            helperText={`${F}.socialLinkHelp`}
            type="url"
            validate={socialLink(network.id, network.name)}
          />
        ))}
      </Section>
    </Box>
  );
}
