import { LICENSE_DOCUMENT_MAX_BYTES, ProfilesErrorCode, ProfilesTopics } from '@callsheet/contracts';
import { outboxMentioning, refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DeleteLicenseDocumentCommand } from '../src/representative/commands/delete-license-document/delete-license-document.command.js';
import { DeleteRepresentativeProfileCommand } from '../src/representative/commands/delete-representative-profile/delete-representative-profile.command.js';
import { UpdateRepresentativeProfileCommand } from '../src/representative/commands/update-representative-profile/update-representative-profile.command.js';
import { UploadLicenseDocumentCommand } from '../src/representative/commands/upload-license-document/upload-license-document.command.js';
import { GetLicenseDocumentFileQuery } from '../src/representative/queries/get-license-document-file/get-license-document-file.query.js';
import { GetLicenseDocumentQuery } from '../src/representative/queries/get-license-document/get-license-document.query.js';
import { GetRepresentativeDetailsQuery } from '../src/representative/queries/get-representative-details/get-representative-details.query.js';
import { GetRepresentativeProfileQuery } from '../src/representative/queries/get-representative-profile/get-representative-profile.query.js';
import { ListRepresentativeProfilesQuery } from '../src/representative/queries/list-representative-profiles/list-representative-profiles.query.js';
import { SearchRepresentativeQuery } from '../src/representative/queries/search-representative/search-representative.query.js';
import { aRepresentativeProfileInput } from './builders/representative-profile.builders.js';
import { aPng, anUpload, aRepresentative, aWord, newAccountId, publishedAbout } from './profiles-fixtures.js';
import { startProfilesTestApp } from './profiles-test-app.js';

const harness = sharedTestApp(startProfilesTestApp);
const COMPANY = aRepresentativeProfileInput().company;

/** A small PDF as a scanner writes one: the header, an object and the end-of-file marker. */
function aPdf(text = 'Talent agency licence TA-4521'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

async function upload(accountId: string, representativeId: string, bytes: Buffer, fileName: string) {
  const uploadKey = await anUpload(harness, bytes);
  const document = await harness.commands.execute(
    new UploadLicenseDocumentCommand(accountId, representativeId, uploadKey, fileName),
  );
  return { document, uploadKey };
}

/** The files kept for one profile's licence document (`representative-documents/<id>/…`). */
async function filesOf(representativeId: string): Promise<string[]> {
  try {
    return (await readdir(join(harness.filesDir, 'representative-documents', representativeId))).sort();
  } catch {
    return [];
  }
}

/** A representative profile of a new account, its company named `company` (a word of the test's own). */
async function aProfile(company = aWord()) {
  const accountId = newAccountId();
  const profile = await aRepresentative(harness, accountId, { company: { ...COMPANY, name: company } });
  return { accountId, representativeId: profile.id, company };
}

async function eventsAbout(representativeId: string) {
  return (await publishedAbout(harness, representativeId)).map(({ type }) => type);
}

function onFile(representativeId: string): Promise<boolean> {
  return harness.queries
    .execute(new GetRepresentativeDetailsQuery(representativeId))
    .then((details) => details.licenseDocumentOnFile);
}

describe('UploadLicenseDocumentCommand', () => {
  it('keeps a PNG by its content, under a clean name, publishes the profile’s update and removes the upload', async () => {
    const { accountId, representativeId, company } = await aProfile();
    const png = await aPng(1200, 800);

    const { document, uploadKey } = await upload(accountId, representativeId, png, 'C:\\scans\\CA "licence".PNG');

    expect(await harness.db.representativeDocument.findUniqueOrThrow({ where: { representativeId } })).toMatchObject({
      id: document.id,
      contentType: 'image/png',
      sizeBytes: png.length,
      fileName: 'CA licence.png',
      storageKey: `representative-documents/${representativeId}/${document.id}`,
    });
    expect(await harness.storage.get(document.storageKey)).toEqual(png);
    expect(await harness.storage.get(uploadKey)).toBeUndefined();
    expect(await publishedAbout(harness, representativeId)).toEqual([
      expect.objectContaining({ type: 'RepresentativeProfileCreated' }),
      {
        topic: ProfilesTopics.representativeEvents,
        type: 'RepresentativeProfileUpdated',
        payload: { representativeId, accountId, displayName: company, representationTypes: ['talentAgent'] },
      },
    ]);
    // Nothing of the document travels in an event: its id, name and key are private.
    expect(await outboxMentioning(harness.db, document.id)).toEqual([]);
    expect(await outboxMentioning(harness.db, 'licence.png')).toEqual([]);
  });

  it('lets the owner read it and its file’s place; other members only learn that it is on file', async () => {
    const { accountId, representativeId } = await aProfile();
    expect(await onFile(representativeId)).toBe(false);

    const { document } = await upload(accountId, representativeId, aPdf(), 'licence.pdf');

    expect(await harness.queries.execute(new GetLicenseDocumentQuery(accountId, representativeId))).toEqual(document);
    expect(await harness.queries.execute(new GetLicenseDocumentFileQuery(document.id))).toEqual({
      storageKey: document.storageKey,
      contentType: 'application/pdf',
      fileName: 'licence.pdf',
    });
    expect(await onFile(representativeId)).toBe(true);
    // The owner's own views say it too.
    const own = await harness.queries.execute(new GetRepresentativeProfileQuery(accountId, representativeId));
    expect(own.licenseDocumentOnFile).toBe(true);
    const listed = await harness.queries.execute(new ListRepresentativeProfilesQuery(accountId, { limit: 10 }));
    expect(listed.data.map((profile) => profile.licenseDocumentOnFile)).toEqual([true]);
    const updated = await harness.commands.execute(
      new UpdateRepresentativeProfileCommand(
        accountId,
        representativeId,
        aRepresentativeProfileInput({ website: 'https://licensed.example.com' }),
        ['website'],
      ),
    );
    expect(updated.licenseDocumentOnFile).toBe(true);
  });

  it('replaces the document on file: one row, the old file removed once committed, an update each time', async () => {
    const { accountId, representativeId } = await aProfile();
    const first = (await upload(accountId, representativeId, await aPng(), 'scan.png')).document;
    const pdf = aPdf();

    const second = (await upload(accountId, representativeId, pdf, 'scan.png')).document;

    expect(second).toMatchObject({ contentType: 'application/pdf', fileName: 'scan.pdf', sizeBytes: pdf.length });
    expect(await harness.db.representativeDocument.findMany({ where: { representativeId } })).toEqual([second]);
    expect(await filesOf(representativeId)).toEqual([second.id]);
    expect(await harness.storage.get(first.storageKey)).toBeUndefined();
    expect(await harness.storage.get(second.storageKey)).toEqual(pdf);
    expect(await refusalOf(harness.queries.execute(new GetLicenseDocumentFileQuery(first.id)))).toEqual({
      code: ProfilesErrorCode.LicenseDocumentNotFound,
      args: [first.id],
    });
    expect(await eventsAbout(representativeId)).toEqual([
      'RepresentativeProfileCreated',
      'RepresentativeProfileUpdated',
      'RepresentativeProfileUpdated',
    ]);
  });

  it('keeps one of two uploads at once, and only its file', async () => {
    const { accountId, representativeId } = await aProfile();
    const uploads = await Promise.all([anUpload(harness, await aPng()), anUpload(harness, aPdf())]);

    const documents = await Promise.all(
      uploads.map((uploadKey, index) =>
        harness.commands.execute(
          new UploadLicenseDocumentCommand(accountId, representativeId, uploadKey, `scan-${index}`),
        ),
      ),
    );

    const kept = await harness.db.representativeDocument.findUniqueOrThrow({ where: { representativeId } });
    expect(documents.map((document) => document.id)).toContain(kept.id);
    expect(await filesOf(representativeId)).toEqual([kept.id]);
    expect(await eventsAbout(representativeId)).toHaveLength(3);
  });

  it.each<[string, () => Promise<Buffer>, string, ProfilesErrorCode, string[]]>([
    [
      'text named like a PDF',
      () => Promise.resolve(Buffer.from('Licence TA-4521, valid until 2027')),
      'licence.pdf',
      ProfilesErrorCode.UnsupportedFileType,
      ['jpeg, png, pdf'],
    ],
    [
      'a WebP, which is a photo type but not a document type',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
          .webp()
          .toBuffer(),
      'licence.webp',
      ProfilesErrorCode.UnsupportedFileType,
      ['jpeg, png, pdf'],
    ],
    [
      'a PDF over the size limit',
      () => Promise.resolve(Buffer.concat([aPdf(), Buffer.alloc(LICENSE_DOCUMENT_MAX_BYTES)])),
      'licence.pdf',
      ProfilesErrorCode.FileTooLarge,
      ['10'],
    ],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'licence.pdf', ProfilesErrorCode.Required, ['file']],
  ])('refuses %s, keeping the document on file and publishing nothing', async (_case, content, name, code, args) => {
    const { accountId, representativeId } = await aProfile();
    const { document } = await upload(accountId, representativeId, aPdf(), 'kept.pdf');
    const uploadKey = await anUpload(harness, await content());

    expect(
      await refusalOf(
        harness.commands.execute(new UploadLicenseDocumentCommand(accountId, representativeId, uploadKey, name)),
      ),
    ).toEqual({ code, args });
    expect(await harness.db.representativeDocument.findMany({ where: { representativeId } })).toEqual([document]);
    expect(await filesOf(representativeId)).toEqual([document.id]);
    expect(await harness.storage.get(uploadKey)).toBeUndefined();
    expect(await eventsAbout(representativeId)).toEqual([
      'RepresentativeProfileCreated',
      'RepresentativeProfileUpdated',
    ]);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, keeping nothing and removing the upload', async (_case, which) => {
    const { accountId, representativeId } = await aProfile();
    const [caller, id] = which === 'other' ? [newAccountId(), representativeId] : [accountId, randomUUID()];
    const uploadKey = await anUpload(harness, aPdf());

    expect(
      await refusalOf(harness.commands.execute(new UploadLicenseDocumentCommand(caller, id, uploadKey, 'licence.pdf'))),
    ).toEqual({ code: ProfilesErrorCode.ProfileNotFound, args: [id] });
    expect(await harness.db.representativeDocument.count({ where: { representativeId: id } })).toBe(0);
    expect(await filesOf(id)).toEqual([]);
    expect(await harness.storage.get(uploadKey)).toBeUndefined();
    expect(await eventsAbout(representativeId)).toEqual(['RepresentativeProfileCreated']);
  });

  it('refuses a key that is not an upload of the gateway, touching no file', async () => {
    const { accountId, representativeId } = await aProfile();
    const { document } = await upload(accountId, representativeId, aPdf(), 'licence.pdf');

    expect(
      await refusalOf(
        harness.commands.execute(
          new UploadLicenseDocumentCommand(accountId, representativeId, document.storageKey, 'again.pdf'),
        ),
      ),
    ).toEqual({ code: ProfilesErrorCode.InvalidValue, args: ['uploadKey'] });
    expect(await harness.storage.get(document.storageKey)).toBeDefined();
  });
});

describe('GetLicenseDocumentQuery and DeleteLicenseDocumentCommand', () => {
  it('removes the document and its file, publishes the update, then answers licenseDocumentNotFound', async () => {
    const { accountId, representativeId } = await aProfile();
    const { document } = await upload(accountId, representativeId, aPdf(), 'licence.pdf');

    const removed = await harness.commands.execute(new DeleteLicenseDocumentCommand(accountId, representativeId));

    expect(removed).toEqual(document);
    expect(await harness.db.representativeDocument.count({ where: { representativeId } })).toBe(0);
    expect(await filesOf(representativeId)).toEqual([]);
    expect(await onFile(representativeId)).toBe(false);
    expect(
      (await harness.queries.execute(new GetRepresentativeProfileQuery(accountId, representativeId)))
        .licenseDocumentOnFile,
    ).toBe(false);
    expect(await eventsAbout(representativeId)).toEqual([
      'RepresentativeProfileCreated',
      'RepresentativeProfileUpdated',
      'RepresentativeProfileUpdated',
    ]);
    const none = { code: ProfilesErrorCode.LicenseDocumentNotFound, args: [representativeId] };
    expect(
      await refusalOf(harness.commands.execute(new DeleteLicenseDocumentCommand(accountId, representativeId))),
    ).toEqual(none);
    expect(await refusalOf(harness.queries.execute(new GetLicenseDocumentQuery(accountId, representativeId)))).toEqual(
      none,
    );
    expect(await eventsAbout(representativeId)).toHaveLength(3);
  });

  it('answers another account as if the profile did not exist, and removes nothing', async () => {
    const { accountId, representativeId } = await aProfile();
    const { document } = await upload(accountId, representativeId, aPdf(), 'licence.pdf');
    const stranger = newAccountId();
    const notFound = { code: ProfilesErrorCode.ProfileNotFound, args: [representativeId] };

    expect(await refusalOf(harness.queries.execute(new GetLicenseDocumentQuery(stranger, representativeId)))).toEqual(
      notFound,
    );
    expect(
      await refusalOf(harness.commands.execute(new DeleteLicenseDocumentCommand(stranger, representativeId))),
    ).toEqual(notFound);
    expect(await filesOf(representativeId)).toEqual([document.id]);
    expect(await eventsAbout(representativeId)).toHaveLength(2);
  });

  it('goes with its profile: the row by cascade, the file once the deletion has committed', async () => {
    const { accountId, representativeId } = await aProfile();
    const { document } = await upload(accountId, representativeId, aPdf(), 'licence.pdf');

    await harness.commands.execute(new DeleteRepresentativeProfileCommand(accountId, representativeId));

    expect(await harness.db.representativeDocument.count({ where: { id: document.id } })).toBe(0);
    expect(await filesOf(representativeId)).toEqual([]);
  });
});

describe('public details and search', () => {
  it('say whether a licence document is on file, profile by profile', async () => {
    const word = aWord();
    const [withDocument, without] = [await aProfile(word), await aProfile(word)];
    await upload(withDocument.accountId, withDocument.representativeId, aPdf(), 'licence.pdf');

    const found = await harness.queries.execute(new SearchRepresentativeQuery({ text: word }, { limit: 10 }));

    expect(Object.fromEntries(found.data.map((profile) => [profile.id, profile.licenseDocumentOnFile]))).toEqual({
      [withDocument.representativeId]: true,
      [without.representativeId]: false,
    });
  });
});
