// Demo data for `npm start`, created through the gateway's public API like a member would (so every
// rule and event applies). Idempotent: members that exist are signed in, profiles are added only to
// an account that has none. Run by scripts/supervisor.mjs once every service is ready.
import sharp from 'sharp';

export const DEMO_PASSWORD = 'callsheet-demo';
export const DEMO_MEMBERS = [
  { email: 'talent@callsheet.test', firstName: 'Tessa', lastName: 'Talent', accountType: 'talent' },
  { email: 'agent@callsheet.test', firstName: 'Arlo', lastName: 'Agent', accountType: 'agent' },
  { email: 'casting@callsheet.test', firstName: 'Cass', lastName: 'Casting', accountType: 'casting' },
];

const talentProfiles = [
  {
    firstName: 'Tessa',
    lastName: 'Talent',
    aliases: ['Tess'],
    birthDate: '1994-05-17',
    citizenship: ['us'],
    residenceAddress: { line1: '12 Vine Street', city: 'Los Angeles', state: 'CA', postalCode: '90028', country: 'US' },
    unions: ['sagAftra'],
    playableAge: { from: 24, to: 34 },
    genderRole: 'female',
    bodyTypes: ['mesomorph'],
    hairColor: 'auburn',
    hairLength: 'shoulderLength',
    eyeColor: 'green',
    ethnicAppearances: ['whiteEuropean'],
    height: { feet: 5, inches: 7 },
    weight: { kg: 58 },
    pronouns: { subject: 'she', object: 'her', possessive: 'hers' },
    socialLinks: { instagram: 'https://www.instagram.com/tessa.talent' },
    skills: {
      athletic: ['fencing', 'horsebackRiding'],
      performance: ['improv'],
      accents: ['britishRp'],
      languages: ['en', 'fr'],
    },
  },
  {
    firstName: 'Milo',
    lastName: 'Talent',
    birthDate: '2014-09-02',
    trustAccount: true,
    workPermit: true,
    guardian: {
      firstName: 'Tessa',
      lastName: 'Talent',
      relationship: 'mother',
      email: 'talent@callsheet.test',
      phone: '+1 213 555 0100',
    },
    citizenship: ['us'],
    residenceAddress: { line1: '12 Vine Street', city: 'Los Angeles', state: 'CA', postalCode: '90028', country: 'US' },
    unions: ['nonUnion'],
    playableAge: { from: 9, to: 13 },
    genderRole: 'male',
    bodyTypes: ['ectomorph'],
    hairColor: 'brown',
    eyeColor: 'blue',
    ethnicAppearances: ['whiteEuropean'],
    height: { cm: 140 },
    weight: { kg: 33 },
    skills: { performance: ['balletDance'], languages: ['en'] },
  },
];

const representativeProfile = {
  representationTypes: ['talentAgent'],
  projectLocations: ['usaWest'],
  services: ['sagFranchisedAgent'],
  businessAddressDiffers: true,
  businessAddress: {
    line1: '9000 Sunset Blvd',
    city: 'West Hollywood',
    state: 'CA',
    postalCode: '90069',
    country: 'US',
  },
  contact: { email: 'agent@callsheet.test', phone: '+1 310 555 0199' },
  website: 'https://agency.callsheet.test',
  company: { name: 'Sunset Talent Agency', kind: 'ownerOrMemberOfCorporation', yearsInOperation: 9 },
  license: { fullName: 'Arlo Agent', number: 'TA-2031', country: 'US', state: 'CA', city: 'West Hollywood' },
  talentRepresented: 'from26To50',
  talentTypes: ['actors'],
  references: [
    { name: 'Pat Producer', email: 'pat@example.com', phone: '+1 323 555 0142' },
    { name: 'Dana Director', email: 'dana@example.com', phone: '+1 323 555 0143' },
  ],
};

async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  }
  return parsed;
}

/** Signs the member in (signing up first when needed) with their first account selected. */
async function memberSession(base, member) {
  let session = await fetch(`${base}/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
  }).then(async (response) => (response.ok ? response.json() : undefined));
  if (!session) {
    await call(base, 'POST', '/public/auth/sign-up', undefined, {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
    });
    session = await call(base, 'POST', '/public/auth/sign-in', undefined, {
      email: member.email,
      password: DEMO_PASSWORD,
    });
  }
  const me = await call(base, 'GET', '/api/auth/me', session.accessToken);
  const [accountId] = Object.keys(me.accounts ?? {});
  if (accountId) {
    return (await call(base, 'POST', '/api/auth/session', session.accessToken, { account: accountId })).accessToken;
  }
  const created = await call(base, 'POST', '/api/account', session.accessToken, {
    business_type: 'individual',
    account_type: member.accountType,
    individual: { first_name: member.firstName, last_name: member.lastName, dob: '1985-01-15' },
    tos_shown_and_accepted: true,
    country: 'US',
  });
  return created.session.accessToken;
}

async function uploadPhoto(base, token, talentId, colour) {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png]), 'headshot.png');
  const response = await fetch(`${base}/api/talent/${talentId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) {
    throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
  }
}

export async function seedDemo(base) {
  const [talentToken, agentToken] = await Promise.all(DEMO_MEMBERS.map((member) => memberSession(base, member)));
  if ((await call(base, 'GET', '/api/talent?limit=1', talentToken)).data.length === 0) {
    const colours = ['#8fb8de', '#f4c095'];
    for (const [index, profile] of talentProfiles.entries()) {
      const created = await call(base, 'POST', '/api/talent', talentToken, profile);
      await uploadPhoto(base, talentToken, created.id, colours[index]);
    }
  }
  if ((await call(base, 'GET', '/api/representative?limit=1', agentToken)).data.length === 0) {
    await call(base, 'POST', '/api/representative', agentToken, representativeProfile);
  }
}
