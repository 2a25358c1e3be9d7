import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useClaims } from '../../auth/useClaims';
import { Block, Chips, Row } from '../../components/DetailBlocks';
import { RequestConnectionButton, useMayRequestFrom } from '../connection/RequestConnectionDialog';
import { displayName, optionLabel } from '../talent/optionNames';
import { MANAGER_SERVICES, representativeName } from './representativeForm';
import './registerLicenseDocumentMessages';

const R = 'resources.representative';
const F = `${R}.fields`;
const D = `${R}.detail`;

/**
 * GET /api/representative/details/{id}: what any member may see (RepresentativeDetails): no business
 * street, no references' contacts, and of the license document only whether one is on file.
 */
interface RepresentativeDetails {
  id: string;
  accountId: string;
  representationTypes?: string[];
  projectLocations?: string[];
  services?: string[];
  location?: { city?: string; state?: string; country?: string };
  contact?: { email?: string; phone?: string };
  website?: string;
  company?: { name?: string; aliasOrDba?: string; kind?: string; yearsInOperation?: number };
  license?: { fullName?: string; number?: string; country?: string; state?: string; city?: string };
  talentRepresented?: string;
  talentTypes?: string[];
  projectTypes?: string[];
  references?: Array<{ name: string }>;
  referencesProvided?: boolean;
  licenseDocumentOnFile?: boolean;
}

/**
 * /representative/{id}/detail: the public profile, as other members see it; only what the details
 * route answers. Another account's talent may ask for a connection from here; the owner edits.
 */
export default function RepresentativeDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const account = useClaims()?.account;
  const mayRequest = useMayRequestFrom('talent');
  const { data, isPending, error } = useGetOne<RepresentativeDetails>('representative/details', { id });
  if (isPending) {
    return <Loading />;
  }
  if (error || !data) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {error instanceof Error ? error.message : translate('errors.profileNotFound')}
      </Alert>
    );
  }
  const name = representativeName(data) || translate(`${R}.unnamed`);
  const none = translate(`${D}.none`);
  const labels = (catalogue: string, keys: string[] | undefined) =>
    (keys ?? []).map((key) => optionLabel(locale, catalogue, key));
  const place = (where: { city?: string; state?: string; country?: string } | undefined) =>
    [where?.city, where?.state, where?.country && displayName(locale, 'region', where.country)]
      .filter(Boolean)
      .join(', ');
  const own = account !== undefined && account === data.accountId;
  const license = data.license;
  // Each role's services under its own heading, as the form's tabs have them.
  const managerServices = (data.services ?? []).filter((service) => MANAGER_SERVICES.includes(service));
  const agentServices = (data.services ?? []).filter((service) => !MANAGER_SERVICES.includes(service));

  return (
    <Box sx={{ mt: 2 }} data-testid="representative-detail">
      <Title title={translate(`${R}.titles.detail`, { name })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {name}
          </Typography>
          {data.company?.aliasOrDba && data.company.aliasOrDba !== name ? (
            <Typography color="text.secondary">{data.company.aliasOrDba}</Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {labels('representationTypes', data.representationTypes).map((label) => (
              <Chip key={label} color="primary" variant="outlined" label={label} />
            ))}
            {data.location ? <Chip variant="outlined" label={place(data.location)} /> : null}
            {license?.number ? (
              <Chip icon={<VerifiedIcon />} label={translate(`${D}.licensed`)} data-testid="detail-licensed" />
            ) : null}
          </Stack>
        </Box>
        {own ? (
          <Button
            component={RouterLink}
            to={`/representative/${encodeURIComponent(data.id)}/edit`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {translate(`${R}.actions.editProfile`)}
          </Button>
        ) : mayRequest ? (
          <RequestConnectionButton profile={{ kind: 'representative', id: data.id, accountId: data.accountId, name }} />
        ) : null}
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${D}.publicNote`)}
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, width: '100%' }}>
          <Block title={`${R}.tabs.general`}>
            <Row label={`${F}.companyName`}>{data.company?.name || none}</Row>
            <Row label={`${F}.companyKind`}>
              {data.company?.kind ? optionLabel(locale, 'companyKinds', data.company.kind) : none}
            </Row>
            <Row label={`${F}.yearsInOperation`}>{data.company?.yearsInOperation ?? none}</Row>
            <Row label={`${F}.projectLocations`}>
              {data.projectLocations?.length ? (
                <Chips values={labels('projectLocations', data.projectLocations)} />
              ) : (
                none
              )}
            </Row>
            <Row label={`${F}.contactEmail`}>
              {data.contact?.email ? <Link href={`mailto:${data.contact.email}`}>{data.contact.email}</Link> : none}
            </Row>
            <Row label={`${F}.contactPhone`}>{data.contact?.phone || none}</Row>
            <Row label={`${F}.website`}>
              {data.website ? (
                <Link href={data.website} target="_blank" rel="noopener noreferrer">
                  {data.website}
                </Link>
              ) : (
                none
              )}
            </Row>
          </Block>
          <Block title={`${D}.references`}>
            <Row label={`${F}.references`}>
              {data.references?.length ? data.references.map((reference) => reference.name).join(', ') : none}
            </Row>
            <Row label={`${D}.referencesProvided`}>
              {translate(data.referencesProvided ? `${D}.referencesComplete` : `${D}.referencesDeferred`)}
            </Row>
          </Block>
        </Box>
        <Box sx={{ flex: 1, width: '100%' }}>
          <Block title={`${R}.tabs.agent`}>
            <Row label={`${F}.services`}>
              {agentServices.length ? <Chips values={labels('representativeServices', agentServices)} /> : none}
            </Row>
            <Row label={`${F}.licenseFullName`}>{license?.fullName || none}</Row>
            <Row label={`${F}.licenseNumber`}>
              <span data-testid="detail-license-number">{license?.number || none}</span>
            </Row>
            <Row label={`${D}.licenseIssuedIn`}>{license ? place(license) || none : none}</Row>
            <Row label="resources.licenseDocument.detail.label">
              <span data-testid="detail-license-document">
                {translate(`resources.licenseDocument.detail.${data.licenseDocumentOnFile ? 'onFile' : 'notOnFile'}`)}
              </span>
            </Row>
          </Block>
          <Block title={`${R}.tabs.manager`}>
            <Row label={`${F}.services`}>
              {managerServices.length ? <Chips values={labels('representativeServices', managerServices)} /> : none}
            </Row>
            <Row label={`${F}.talentRepresented`}>
              {data.talentRepresented ? optionLabel(locale, 'talentRepresentedBands', data.talentRepresented) : none}
            </Row>
            <Row label={`${F}.talentTypes`}>
              {data.talentTypes?.length ? <Chips values={labels('talentTypes', data.talentTypes)} /> : none}
            </Row>
          </Block>
          <Block title={`${R}.tabs.casting`}>
            <Row label={`${F}.projectTypes`}>
              {data.projectTypes?.length ? <Chips values={labels('projectTypes', data.projectTypes)} /> : none}
            </Row>
          </Block>
        </Box>
      </Stack>
    </Box>
  );
}
