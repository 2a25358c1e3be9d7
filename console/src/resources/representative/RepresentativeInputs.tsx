import { Alert, Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { maxLength, validEmail } from '../../components/validators';
import { optionLabel } from '../talent/optionNames';
import { Section, Wide } from '../talent/TalentInputs';
import { useChoices, useCountryChoices } from '../talent/useCatalogues';
import { LicenseDocumentField } from './LicenseDocumentField';
import type { SavedProfile } from './RepresentativeForm';
import { documentExpectedIn } from './licenseDocument';
import { businessPlace, licenseJurisdiction, placeName, referenceRuleFor } from './licensing';
import { LIMITS, MANAGER_SERVICES, type RepresentativeFormValues } from './representativeForm';
import {
  atLeastOneType,
  businessAddressPart,
  enoughReferences,
  httpsUrl,
  licensePartRequired,
  referencePart,
  requiredInGroup,
  usStateCode,
  yearsInOperation,
} from './representativeValidators';

const R = 'resources.representative';
const F = `${R}.fields`;
const S = `${R}.sections`;

/** The name of a place the rules cite, in the member's language. */
function usePlaceName(): (placeId: string) => string {
  const [locale] = useLocaleState();
  return (placeId) => placeName(locale, placeId);
}

/** The form's values the place of business is read from, watched. */
function usePlaceValues(): Pick<
  RepresentativeFormValues,
  'representationTypes' | 'businessAddressDiffers' | 'businessAddress' | 'license'
> {
  const [representationTypes, businessAddressDiffers, businessAddress, license] = useWatch({
    name: ['representationTypes', 'businessAddressDiffers', 'businessAddress', 'license'],
  }) as [string[], boolean, RepresentativeFormValues['businessAddress'], RepresentativeFormValues['license']];
  return { representationTypes, businessAddressDiffers, businessAddress, license };
}

/** A note on a role's tab when that role is not among the profile's representation types. */
function RoleNote({ type }: { type: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const types = useWatch({ name: 'representationTypes' }) as string[] | undefined;
  if (types?.includes(type)) {
    return null;
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid={`role-note-${type}`}>
      {translate(`${R}.roleNote`, {
        type: optionLabel(locale, 'representationTypes', type),
        tab: translate(`${R}.tabs.general`),
      })}
    </Alert>
  );
}

function BusinessAddressInputs() {
  const countries = useCountryChoices();
  const differs = useWatch({ name: 'businessAddressDiffers' }) as boolean | undefined;
  if (!differs) {
    return null;
  }
  return (
    <>
      <TextInput
        source="businessAddress.line1"
        label={`${F}.line1`}
        validate={[businessAddressPart('line1'), maxLength(LIMITS.addressLine)]}
      />
      <TextInput source="businessAddress.line2" label={`${F}.line2`} validate={maxLength(LIMITS.addressLine)} />
      <TextInput
        source="businessAddress.city"
        label={`${F}.city`}
        validate={[businessAddressPart('city'), maxLength(LIMITS.city)]}
      />
      <TextInput
        source="businessAddress.state"
        label={`${F}.state`}
        helperText={`${F}.stateHelp`}
        validate={[businessAddressPart('state'), usStateCode('businessAddress.country'), maxLength(LIMITS.state)]}
      />
      <TextInput
        source="businessAddress.postalCode"
        label={`${F}.postalCode`}
        validate={[businessAddressPart('postalCode'), maxLength(LIMITS.postalCode)]}
      />
      <AutocompleteInput
        source="businessAddress.country"
        label={`${F}.country`}
        translateChoice={false}
        choices={countries}
        validate={businessAddressPart('country')}
      />
    </>
  );
}

/** How many references the place of business asks for, said above the rows. */
function ReferencesHelp() {
  const translate = useTranslate();
  const placeName = usePlaceName();
  const rule = referenceRuleFor(usePlaceValues());
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="references-help">
      {rule.id === 'default'
        ? translate(`${R}.references.help`, { count: rule.minimum })
        : translate(`${R}.references.helpIn`, { count: rule.minimum, place: placeName(rule.id) })}
    </Typography>
  );
}

/** General info: what every representative gives (types, company, business address, contact, references). */
export function GeneralInfoInputs() {
  const translate = useTranslate();
  const placeName = usePlaceName();
  const types = useChoices('representationTypes');
  const locations = useChoices('projectLocations');
  const companyKinds = useChoices('companyKinds');
  const companyPart = requiredInGroup('company', ['aliasOrDba', 'kind', 'yearsInOperation']);
  return (
    <Box sx={{ width: '100%' }}>
      <Section title={`${S}.representation`}>
        <Wide>
          <CheckboxGroupInput
            source="representationTypes"
            label={`${F}.representationTypes`}
            translateChoice={false}
            choices={types}
            validate={atLeastOneType}
          />
        </Wide>
        <Wide>
          <CheckboxGroupInput
            source="projectLocations"
            label={`${F}.projectLocations`}
            translateChoice={false}
            choices={locations}
          />
        </Wide>
      </Section>
      <Section title={`${S}.company`}>
        <TextInput
          source="company.name"
          label={`${F}.companyName`}
          validate={[companyPart, maxLength(LIMITS.companyName)]}
        />
        <TextInput source="company.aliasOrDba" label={`${F}.aliasOrDba`} validate={maxLength(LIMITS.companyName)} />
        <SelectInput
          source="company.kind"
          label={`${F}.companyKind`}
          translateChoice={false}
          choices={companyKinds}
          emptyText=" "
        />
        <NumberInput
          source="company.yearsInOperation"
          label={`${F}.yearsInOperation`}
          min={0}
          max={LIMITS.yearsInOperationMax}
          step={1}
          validate={yearsInOperation}
        />
      </Section>
      <Section title={`${S}.contact`}>
        <TextInput source="contact.email" label={`${F}.contactEmail`} type="email" validate={validEmail} />
        <TextInput source="contact.phone" label={`${F}.contactPhone`} type="tel" helperText={`${F}.phoneHelp`} />
        <TextInput source="website" label={`${F}.website`} helperText={`${F}.websiteHelp`} validate={httpsUrl} />
      </Section>
      <Section
        title={`${S}.businessAddress`}
        help={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${S}.businessAddressHelp`)}
          </Typography>
        }
      >
        <Wide>
          <BooleanInput source="businessAddressDiffers" label={`${F}.businessAddressDiffers`} />
        </Wide>
        <BusinessAddressInputs />
      </Section>
      <Section title={`${S}.references`} help={<ReferencesHelp />} columns={1}>
        <ArrayInput
          source="references"
          label={`${F}.references`}
          validate={enoughReferences(placeName)}
          helperText={false}
        >
          <SimpleFormIterator
            inline
            disableReordering
            getItemLabel={(index) => translate(`${F}.referenceNumber`, { number: index + 1 })}
          >
            <TextInput
              source="name"
              label={`${F}.referenceName`}
              helperText={false}
              validate={[referencePart, maxLength(LIMITS.personName)]}
            />
            <TextInput
              source="email"
              label={`${F}.referenceEmail`}
              type="email"
              helperText={false}
              validate={[referencePart, validEmail]}
            />
            <TextInput
              source="phone"
              label={`${F}.referencePhone`}
              type="tel"
              helperText={false}
              validate={referencePart}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <BooleanInput
          source="referencesNotApplicable"
          label={`${F}.referencesNotApplicable`}
          helperText={`${F}.referencesNotApplicableHelp`}
        />
      </Section>
    </Box>
  );
}

/** Talent Manager info: the manager's affiliation and the roster (managers and agents alike). */
export function ManagerInputs() {
  const services = useChoices('representativeServices').filter((choice) => MANAGER_SERVICES.includes(choice.id));
  const bands = useChoices('talentRepresentedBands');
  const talentTypes = useChoices('talentTypes');
  return (
    <Box sx={{ width: '100%' }}>
      <RoleNote type="talentManager" />
      <Section title={`${S}.managerServices`}>
        <Wide>
          <CheckboxGroupInput
            source="managerServices"
            label={`${F}.services`}
            translateChoice={false}
            choices={services}
          />
        </Wide>
      </Section>
      <Section title={`${S}.roster`}>
        <SelectInput
          source="talentRepresented"
          label={`${F}.talentRepresented`}
          translateChoice={false}
          choices={bands}
          emptyText=" "
        />
        <Wide>
          <CheckboxGroupInput
            source="talentTypes"
            label={`${F}.talentTypes`}
            translateChoice={false}
            choices={talentTypes}
          />
        </Wide>
      </Section>
    </Box>
  );
}

/** The licensing rule where the agent does business, with its law, above the license's fields. */
function LicensingNote() {
  const translate = useTranslate();
  const values = usePlaceValues();
  const jurisdiction = licenseJurisdiction(values);
  if (jurisdiction) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="license-rule">
        {translate(`${R}.licensing.rules.${jurisdiction.id}`)}
      </Alert>
    );
  }
  const place = businessPlace(values);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="license-help">
      {translate(place ? `${R}.licensing.notRequired` : `${R}.licensing.where`)}
    </Typography>
  );
}

/**
 * Talent Agent info: the franchises, the agency license (California's and New York's rule on the fields)
 * and its document, uploaded on its own once the profile exists (`saved`).
 */
export function AgentInputs({ saved }: { saved?: SavedProfile }) {
  const translate = useTranslate();
  const placeName = usePlaceName();
  const countries = useCountryChoices();
  const services = useChoices('representativeServices').filter((choice) => !MANAGER_SERVICES.includes(choice.id));
  const placeValues = usePlaceValues();
  const jurisdiction = licenseJurisdiction(placeValues);
  const documentPlace = documentExpectedIn(placeValues);
  const byLaw = licensePartRequired(placeName);
  const holder = requiredInGroup('license', ['fullName', 'number', 'country', 'state', 'city']);
  const lawHelp = jurisdiction
    ? translate(`${R}.licensing.fieldHelp`, { place: placeName(jurisdiction.id) })
    : undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <RoleNote type="talentAgent" />
      <Section title={`${S}.franchises`}>
        <Wide>
          <CheckboxGroupInput
            source="agentServices"
            label={`${F}.services`}
            translateChoice={false}
            choices={services}
          />
        </Wide>
      </Section>
      <Section title={`${S}.license`} help={<LicensingNote />}>
        <TextInput
          source="license.fullName"
          label={`${F}.licenseFullName`}
          validate={[holder, maxLength(LIMITS.personName)]}
        />
        <TextInput
          source="license.number"
          label={`${F}.licenseNumber`}
          helperText={lawHelp ?? false}
          validate={[byLaw, holder, maxLength(LIMITS.licenseNumber)]}
        />
        <AutocompleteInput
          source="license.country"
          label={`${F}.licenseCountry`}
          translateChoice={false}
          choices={countries}
          helperText={lawHelp ?? false}
          validate={byLaw}
        />
        <TextInput
          source="license.state"
          label={`${F}.licenseState`}
          helperText={lawHelp ?? `${F}.stateHelp`}
          validate={[byLaw, usStateCode('license.country'), maxLength(LIMITS.state)]}
        />
        <TextInput source="license.city" label={`${F}.licenseCity`} validate={maxLength(LIMITS.city)} />
      </Section>
      <Section title="resources.licenseDocument.title" columns={1}>
        <LicenseDocumentField saved={saved} expectedIn={documentPlace ? placeName(documentPlace.id) : undefined} />
      </Section>
    </Box>
  );
}

/** Casting Professional info: the kinds of projects cast. */
export function CastingInputs() {
  const projectTypes = useChoices('projectTypes');
  return (
    <Box sx={{ width: '100%' }}>
      <RoleNote type="castingProfessional" />
      <Section title={`${S}.casting`}>
        <Wide>
          <CheckboxGroupInput
            source="projectTypes"
            label={`${F}.projectTypes`}
            translateChoice={false}
            choices={projectTypes}
          />
        </Wide>
      </Section>
    </Box>
  );
}
