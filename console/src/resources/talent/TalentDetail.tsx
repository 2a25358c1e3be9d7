import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { currentClaims } from '../../auth/session';
import { Block, Chips, Row } from '../../components/DetailBlocks';
import { RequestConnectionButton, useMayRequestFrom } from '../connection/RequestConnectionDialog';
import { displayName, optionLabel } from './optionNames';
import { primaryFirst, type PhotoView } from './primaryPhoto';
import { talentName } from './talentName';

const T = 'resources.talent';
const F = `${T}.fields`;
const D = `${T}.detail`;

/** GET /api/talent/details/{id}: what any member may see (TalentDetails; never private fields). */
interface TalentDetails {
  id: string;
  accountId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  aliases?: string[];
  minor?: boolean;
  age?: number;
  location?: { city?: string; state?: string; country?: string };
  citizenship?: string[];
  unions?: string[];
  playableAge?: { from?: number; to?: number };
  genderRole?: string;
  canPlayTransgender?: boolean;
  canPlayNonBinary?: boolean;
  canPlayTwins?: boolean;
  bodyTypes?: string[];
  hairColor?: string;
  hairLength?: string;
  facialHair?: string;
  eyeColor?: string;
  tattoos?: Record<string, string>;
  piercings?: Record<string, string>;
  ethnicAppearances?: string[];
  sizes?: Record<string, string>;
  height?: { cm?: number; feet?: number; inches?: number };
  weight?: { kg?: number; lb?: number };
  pronouns?: { subject?: string; object?: string; possessive?: string };
  socialLinks?: Record<string, string>;
  skills?: Record<string, string[] | undefined>;
  /** The primary photo first, marked; primaryPhotoId names it (absent when there is no photo). */
  photos?: PhotoView[];
  primaryPhotoId?: string;
}

/** 175 cm → 5'9", as casting sheets print it. */
function feetAndInches(height: NonNullable<TalentDetails['height']>): string {
  if (height.feet !== undefined) {
    return `${height.feet}'${Math.round(height.inches ?? 0)}"`;
  }
  const inches = Math.round((height.cm ?? 0) / 2.54);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/**
 * /talent/{id}/detail: the public profile, as other members see it. Only what the details route
 * answers is shown (no birth date, guardian, tax id, passport, address); the age only for a minor.
 */
export default function TalentDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const mayRequest = useMayRequestFrom('representative');
  const { data, isPending, error } = useGetOne<TalentDetails & { id: string }>('talent/details', { id });
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
  const name = talentName(data);
  const label = (catalogue: string, key: string) => optionLabel(locale, catalogue, key);
  const labels = (catalogue: string, keys: string[] | undefined) => (keys ?? []).map((key) => label(catalogue, key));
  const none = translate(`${D}.none`);
  const canPlay = [
    data.canPlayTransgender && translate(`${F}.canPlayTransgender`),
    data.canPlayNonBinary && translate(`${F}.canPlayNonBinary`),
    data.canPlayTwins && translate(`${F}.canPlayTwins`),
  ].filter((text): text is string => Boolean(text));
  const location = data.location
    ? [
        data.location.city,
        data.location.state,
        data.location.country && displayName(locale, 'region', data.location.country),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const coverage = (kind: 'tattoos' | 'piercings') =>
    Object.entries(data[kind] ?? {}).map(
      ([area, level]) => `${label('bodyAreas', area)}: ${label('coverageLevels', level)}`,
    );
  const skillLists = [
    ['athletic', 'athleticSkills'],
    ['performance', 'performanceSkills'],
    ['accents', 'accents'],
    ['languages', 'languages'],
    ['disabilityTypes', 'disabilityTypes'],
    ['assistiveDevices', 'assistiveDevices'],
  ] as const;
  const sizes = Object.entries(data.sizes ?? {}).filter(([field]) => field !== 'wardrobeNotes');
  // The primary photo large, the others below it.
  const [primary, ...others] = primaryFirst(data.photos ?? [], data.primaryPhotoId);
  const own = currentClaims()?.account === data.accountId;

  return (
    <Box sx={{ mt: 2 }} data-testid="talent-detail">
      <Title title={translate(`${T}.titles.detail`, { name })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {name}
          </Typography>
          {data.aliases && data.aliases.length > 0 ? (
            <Typography color="text.secondary">{data.aliases.join(' · ')}</Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {data.minor ? <Chip color="secondary" label={translate(`${D}.minor`)} data-testid="detail-minor" /> : null}
            {data.minor && data.age !== undefined ? (
              <Chip label={translate(`${D}.age`, { age: data.age })} data-testid="detail-age" />
            ) : null}
            {location ? <Chip variant="outlined" label={location} /> : null}
          </Stack>
        </Box>
        {own ? (
          <Button
            component={RouterLink}
            to={`/talent/${encodeURIComponent(data.id)}/edit`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {translate(`${T}.actions.editProfile`)}
          </Button>
        ) : mayRequest ? (
          // A representative asks to represent this talent, from one of its representative profiles.
          <RequestConnectionButton profile={{ kind: 'talent', id: data.id, accountId: data.accountId, name }} />
        ) : null}
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${D}.publicNote`)}
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          {primary === undefined ? (
            <Card variant="outlined" sx={{ p: 2 }}>
              <Typography color="text.secondary">{translate(`${D}.noPhotos`)}</Typography>
            </Card>
          ) : (
            <>
              <Box
                component="img"
                src={primary.url}
                alt={translate(`${D}.primaryAlt`, { name })}
                sx={{ width: '100%', borderRadius: 1, display: 'block', mb: 1 }}
                data-testid="detail-photo"
                data-photo-id={primary.id}
              />
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                {others.map((photo, index) => (
                  <Box
                    key={photo.id}
                    component="img"
                    src={photo.thumbnailUrl}
                    alt={translate(`${D}.photoAlt`, { number: index + 2, name })}
                    sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 1 }}
                    data-testid="detail-photo"
                    data-photo-id={photo.id}
                  />
                ))}
              </Box>
            </>
          )}
        </Box>
        <Box sx={{ flex: 1, width: '100%' }}>
          <Block title={`${T}.sections.playing`}>
            <Row label={`${D}.playableAge`}>
              {data.playableAge?.from !== undefined && data.playableAge.to !== undefined
                ? translate(`${D}.playableAgeRange`, { from: data.playableAge.from, to: data.playableAge.to })
                : none}
            </Row>
            <Row label={`${F}.genderRole`}>{data.genderRole ? label('genderRoles', data.genderRole) : none}</Row>
            <Row label={`${D}.canPlay`}>{canPlay.length > 0 ? canPlay.join(', ') : none}</Row>
            <Row label={`${T}.sections.pronouns`}>
              {data.pronouns?.subject
                ? [data.pronouns.subject, data.pronouns.object, data.pronouns.possessive].join(' / ')
                : none}
            </Row>
            <Row label={`${F}.unions`}>
              <Chips values={labels('unions', data.unions)} />
            </Row>
            <Row label={`${F}.citizenship`}>
              <Chips values={labels('citizenships', data.citizenship)} />
            </Row>
          </Block>
          <Block title={`${T}.sections.appearance`}>
            <Row label={`${F}.bodyTypes`}>
              <Chips values={labels('bodyTypes', data.bodyTypes)} />
            </Row>
            <Row label={`${F}.ethnicAppearances`}>
              <Chips values={labels('ethnicAppearances', data.ethnicAppearances)} />
            </Row>
            <Row label={`${F}.hairColor`}>{data.hairColor ? label('hairColors', data.hairColor) : none}</Row>
            <Row label={`${F}.hairLength`}>{data.hairLength ? label('hairLengths', data.hairLength) : none}</Row>
            <Row label={`${F}.facialHair`}>{data.facialHair ? label('facialHair', data.facialHair) : none}</Row>
            <Row label={`${F}.eyeColor`}>{data.eyeColor ? label('eyeColors', data.eyeColor) : none}</Row>
            <Row label={`${F}.heightCm`}>
              {data.height?.cm !== undefined
                ? translate(`${D}.height`, { cm: data.height.cm, feet: feetAndInches(data.height) })
                : none}
            </Row>
            <Row label={`${F}.weightKg`}>
              {data.weight?.kg !== undefined
                ? translate(`${D}.weight`, { kg: data.weight.kg, lb: data.weight.lb ?? '' })
                : none}
            </Row>
            <Row label={`${T}.sections.tattoos`}>{coverage('tattoos').join(', ') || none}</Row>
            <Row label={`${T}.sections.piercings`}>{coverage('piercings').join(', ') || none}</Row>
          </Block>
          {sizes.length > 0 || data.sizes?.wardrobeNotes ? (
            <Block title={`${D}.sizes`}>
              {sizes.map(([field, size]) => (
                <Row key={field} label={label('sizeFields', field)}>
                  {size}
                </Row>
              ))}
              {data.sizes?.wardrobeNotes ? <Row label={`${F}.wardrobeNotes`}>{data.sizes.wardrobeNotes}</Row> : null}
            </Block>
          ) : null}
          <Block title={`${D}.skills`}>
            {skillLists.map(([list, catalogue]) => (
              <Row key={list} label={`${F}.${list}`}>
                {(data.skills?.[list] ?? []).length > 0 ? (
                  <Chips values={labels(catalogue, data.skills?.[list])} />
                ) : (
                  none
                )}
              </Row>
            ))}
          </Block>
          {Object.keys(data.socialLinks ?? {}).length > 0 ? (
            <Block title={`${D}.social`}>
              {Object.entries(data.socialLinks ?? {}).map(([network, url]) => (
                <Row key={network} label={label('socialNetworks', network)}>
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </Link>
                </Row>
              ))}
            </Block>
          ) : null}
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
    </Box>
  );
}
