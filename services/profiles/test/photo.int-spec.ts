import { PHOTO_MAX_BYTES, ProfilesErrorCode, ProfilesTopics } from '@callsheet/contracts';
import { outboxOf, refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AddPhotoCommand } from '../src/photo/commands/add-photo/add-photo.command.js';
import { ChoosePrimaryPhotoCommand } from '../src/photo/commands/choose-primary-photo/choose-primary-photo.command.js';
import { DeletePhotoCommand } from '../src/photo/commands/delete-photo/delete-photo.command.js';
import { PHOTOS_PER_PROFILE } from '../src/photo/domain/photo-content.js';
import { primaryAfterAdding } from '../src/photo/domain/primary-photo.js';
import { PhotoRepository, type PhotoOfProfile } from '../src/photo/photo.repository.js';
import { GetPhotoFileQuery } from '../src/photo/queries/get-photo-file/get-photo-file.query.js';
import { ListPhotosQuery } from '../src/photo/queries/list-photos/list-photos.query.js';
import { GetTalentDetailsQuery } from '../src/talent/queries/get-talent-details/get-talent-details.query.js';
import { GetTalentProfileQuery } from '../src/talent/queries/get-talent-profile/get-talent-profile.query.js';
import { ListTalentProfilesQuery } from '../src/talent/queries/list-talent-profiles/list-talent-profiles.query.js';
import { toTalentDetailsMessage, toTalentProfileMessage } from '../src/talent/talent.views.js';
import { aPng, aTalent, anUpload, newAccountId, publishedAbout } from './profiles-fixtures.js';
import { startProfilesTestApp } from './profiles-test-app.js';

const harness = sharedTestApp(startProfilesTestApp);

async function addPhoto(accountId: string, talentId: string, uploadKey: string): Promise<PhotoOfProfile> {
  return await harness.commands.execute(new AddPhotoCommand(accountId, talentId, uploadKey));
}

/** The files kept for one talent profile's photos (`photos/<talentId>/…`). */
async function filesOf(talentId: string): Promise<string[]> {
  try {
    return (await readdir(join(harness.filesDir, 'photos', talentId))).sort();
  } catch {
    return [];
  }
}

/** A talent profile of a new account. */
async function aProfile() {
  const accountId = newAccountId();
  const talent = await aTalent(harness, accountId);
  return { accountId, talentId: talent.id };
}

/** A photo row as AddPhoto stores it, without its files. */
function photoRow(accountId: string, talentId: string, id = randomUUID()) {
  return {
    id,
    talentId,
    accountId,
    storageKey: `photos/${talentId}/${id}`,
    thumbnailKey: `photos/${talentId}/${id}.thumbnail.webp`,
    contentType: 'image/png',
    width: 1,
    height: 1,
    sizeBytes: 1,
  };
}

/** A profile filled with photo rows up to `count`, quickly. */
async function fillWithRows(accountId: string, talentId: string, count: number): Promise<void> {
  await harness.db.photo.createMany({ data: Array.from({ length: count }, () => photoRow(accountId, talentId)) });
}

describe('AddPhotoCommand', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s with its WebP thumbnail, by content, and removes the upload', async (format, contentType) => {
    const { accountId, talentId } = await aProfile();
    const bytes = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .toFormat(format)
      .toBuffer();
    const upload = await anUpload(harness, bytes);

    const photo = await addPhoto(accountId, talentId, upload);

    expect(await harness.db.photo.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
      talentId,
      accountId,
      contentType,
      width: 800,
      height: 600,
      sizeBytes: bytes.length,
      storageKey: `photos/${talentId}/${photo.id}`,
      thumbnailKey: `photos/${talentId}/${photo.id}.thumbnail.webp`,
    });
    expect(await harness.storage.get(photo.storageKey)).toEqual(bytes);
    const thumbnail = await sharp(await harness.storage.get(photo.thumbnailKey)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await harness.storage.get(upload)).toBeUndefined();
    // Only the primary photo is published (tested below), nothing about the photo itself.
    expect(await outboxOf(harness.db, photo.id)).toEqual([]);
  });

  it('refuses a key that is not an upload of the gateway, touching no file', async () => {
    const { accountId, talentId } = await aProfile();
    const photo = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));

    expect(await refusalOf(addPhoto(accountId, talentId, photo.storageKey))).toEqual({
      code: ProfilesErrorCode.InvalidValue,
      args: ['uploadKey'],
    });
    expect(await harness.storage.get(photo.storageKey)).toBeDefined();
    expect(await harness.db.photo.count({ where: { talentId } })).toBe(1);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, and still removes the upload', async (_case, which) => {
    const { accountId, talentId } = await aProfile();
    const [caller, id] = which === 'other' ? [newAccountId(), talentId] : [accountId, randomUUID()];
    const upload = await anUpload(harness, await aPng());

    expect(await refusalOf(addPhoto(caller, id, upload))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [id],
    });
    expect(await harness.storage.get(upload)).toBeUndefined();
    expect(await harness.db.photo.count({ where: { talentId: id } })).toBe(0);
    expect(await filesOf(id)).toEqual([]);
  });

  it.each<[string, () => Promise<Buffer>, ProfilesErrorCode, string[]]>([
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), ProfilesErrorCode.Required, ['file']],
    [
      'a file over the size limit',
      async () => Buffer.concat([await aPng(), Buffer.alloc(PHOTO_MAX_BYTES)]),
      ProfilesErrorCode.FileTooLarge,
      ['10'],
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
          .gif()
          .toBuffer(),
      ProfilesErrorCode.UnsupportedFileType,
      ['jpeg, png, webp'],
    ],
    [
      'a file that only starts like a PNG',
      async () => Buffer.concat([(await aPng()).subarray(0, 16), Buffer.from('not the rest of an image')]),
      ProfilesErrorCode.UnsupportedFileType,
      ['jpeg, png, webp'],
    ],
  ])('refuses %s, keeping nothing', async (_case, content, code, args) => {
    const { accountId, talentId } = await aProfile();
    const upload = await anUpload(harness, await content());

    expect(await refusalOf(addPhoto(accountId, talentId, upload))).toEqual({ code, args });
    expect(await harness.db.photo.count({ where: { talentId } })).toBe(0);
    expect(await filesOf(talentId)).toEqual([]);
    expect(await harness.storage.get(upload)).toBeUndefined();
  });

  it('refuses an upload that is gone', async () => {
    const { accountId, talentId } = await aProfile();

    expect(await refusalOf(addPhoto(accountId, talentId, `uploads/${randomUUID()}`))).toEqual({
      code: ProfilesErrorCode.Required,
      args: ['file'],
    });
    expect(await harness.db.photo.count({ where: { talentId } })).toBe(0);
  });

  it(`gives the last of ${PHOTOS_PER_PROFILE} places to one of two uploads at once and removes the files of the other`, async () => {
    const { accountId, talentId } = await aProfile();
    await fillWithRows(accountId, talentId, PHOTOS_PER_PROFILE - 1);
    const uploads = [await anUpload(harness, await aPng()), await anUpload(harness, await aPng(320, 200))];

    const outcomes = await Promise.allSettled(uploads.map((upload) => addPhoto(accountId, talentId, upload)));

    const added = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(added).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: ProfilesErrorCode.InvalidValue, args: ['photos'] },
    });
    expect(await harness.db.photo.count({ where: { talentId } })).toBe(PHOTOS_PER_PROFILE);
    // The refused upload's files were removed again; only the added photo's are kept.
    expect(await filesOf(talentId)).toEqual([added[0].id, `${added[0].id}.thumbnail.webp`].sort());
    for (const upload of uploads) {
      expect(await harness.storage.get(upload)).toBeUndefined();
    }
  });
});

describe('PhotoRepository.addWithin', () => {
  it('never lets uploads at once take more places than are left (SELECT … FOR UPDATE)', async () => {
    const { accountId, talentId } = await aProfile();
    await fillWithRows(accountId, talentId, PHOTOS_PER_PROFILE - 3);
    const photos = harness.app.get(PhotoRepository);

    const added = await Promise.all(
      Array.from({ length: 8 }, () =>
        photos.addWithin(photoRow(accountId, talentId), PHOTOS_PER_PROFILE, (profile, photo) =>
          primaryAfterAdding(profile, photo, new Date()),
        ),
      ),
    );

    expect(added.filter((photo) => photo !== undefined)).toHaveLength(3);
    expect(await harness.db.photo.count({ where: { talentId } })).toBe(PHOTOS_PER_PROFILE);
  });
});

describe('DeletePhotoCommand', () => {
  it('deletes the photo and its files, keeping the other photos', async () => {
    const { accountId, talentId } = await aProfile();
    const kept = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));
    const deleted = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));

    await harness.commands.execute(new DeletePhotoCommand(accountId, talentId, deleted.id));

    expect((await harness.db.photo.findMany({ where: { talentId } })).map(({ id }) => id)).toEqual([kept.id]);
    expect(await filesOf(talentId)).toEqual([kept.id, `${kept.id}.thumbnail.webp`].sort());
  });

  it("refuses a photo of another of the account's profiles, and an unknown photo, as not found", async () => {
    const { accountId, talentId } = await aProfile();
    const sibling = await aTalent(harness, accountId);
    const photo = await addPhoto(accountId, sibling.id, await anUpload(harness, await aPng()));
    const unknown = randomUUID();

    for (const photoId of [photo.id, unknown]) {
      expect(await refusalOf(harness.commands.execute(new DeletePhotoCommand(accountId, talentId, photoId)))).toEqual({
        code: ProfilesErrorCode.PhotoNotFound,
        args: [photoId],
      });
    }
    expect(await harness.db.photo.count({ where: { id: photo.id } })).toBe(1);
    expect(await filesOf(sibling.id)).toHaveLength(2);
  });

  it("refuses another account's profile as not found, deleting nothing", async () => {
    const { accountId, talentId } = await aProfile();
    const photo = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));

    expect(
      await refusalOf(harness.commands.execute(new DeletePhotoCommand(newAccountId(), talentId, photo.id))),
    ).toEqual({ code: ProfilesErrorCode.ProfileNotFound, args: [talentId] });
    expect(await harness.db.photo.count({ where: { id: photo.id } })).toBe(1);
    expect(await filesOf(talentId)).toHaveLength(2);
  });
});

describe('photo queries', () => {
  it("lists a profile's photos in the order they were added, for its own account only", async () => {
    const { accountId, talentId } = await aProfile();
    const first = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));
    const second = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));

    const { photos } = await harness.queries.execute(new ListPhotosQuery(accountId, talentId));

    expect(photos.map(({ id }) => id)).toEqual([first.id, second.id]);
    expect(await refusalOf(harness.queries.execute(new ListPhotosQuery(newAccountId(), talentId)))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [talentId],
    });
  });

  it('locates the original and the thumbnail of any photo for the signed link', async () => {
    const { accountId, talentId } = await aProfile();
    const photo = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));

    expect(await harness.queries.execute(new GetPhotoFileQuery(photo.id, false))).toEqual({
      storageKey: photo.storageKey,
      contentType: 'image/png',
    });
    expect(await harness.queries.execute(new GetPhotoFileQuery(photo.id, true))).toEqual({
      storageKey: photo.thumbnailKey,
      contentType: 'image/webp',
    });
    expect(await refusalOf(harness.queries.execute(new GetPhotoFileQuery('not-a-uuid', false)))).toEqual({
      code: ProfilesErrorCode.PhotoNotFound,
      args: ['not-a-uuid'],
    });
  });
});

describe('the primary photo', () => {
  const choose = async (accountId: string, talentId: string, photoId: string) =>
    await harness.commands.execute(new ChoosePrimaryPhotoCommand(accountId, talentId, photoId));
  const deletePhoto = (accountId: string, talentId: string, photoId: string) =>
    harness.commands.execute(new DeletePhotoCommand(accountId, talentId, photoId));
  const primaryOf = async (talentId: string) =>
    (await harness.db.talentProfile.findUniqueOrThrow({ where: { id: talentId } })).primaryPhotoId;
  /** The list's ids in order, each with whether it is marked primary. */
  const listed = async (accountId: string, talentId: string) => {
    const { photos, primaryPhotoId } = await harness.queries.execute(new ListPhotosQuery(accountId, talentId));
    return photos.map(({ id }) => [id, id === primaryPhotoId]);
  };
  /** The TalentProfileUpdated events about the profile, each with the primary photo it names (null: none). */
  const updates = async (talentId: string) =>
    (await publishedAbout(harness, talentId))
      .filter(({ type }) => type === 'TalentProfileUpdated')
      .map(({ payload }) => (payload as { primaryPhotoId?: string }).primaryPhotoId ?? null);

  /** A profile with three photos, added in this order. */
  async function withThreePhotos() {
    const { accountId, talentId } = await aProfile();
    const first = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));
    const second = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));
    const third = await addPhoto(accountId, talentId, await anUpload(harness, await aPng()));
    return { accountId, talentId, first, second, third };
  }

  it('is the first photo added, published in the outbox with it; later photos leave it as it is', async () => {
    const { accountId, talentId, first, second, third } = await withThreePhotos();

    expect([first.primary, second.primary, third.primary]).toEqual([true, false, false]);
    expect(await primaryOf(talentId)).toBe(first.id);
    expect(await listed(accountId, talentId)).toEqual([
      [first.id, true],
      [second.id, false],
      [third.id, false],
    ]);
    expect((await publishedAbout(harness, talentId)).slice(1)).toEqual([
      {
        topic: ProfilesTopics.talentEvents,
        type: 'TalentProfileUpdated',
        payload: { talentId, accountId, displayName: 'Ada Lovelace', primaryPhotoId: first.id },
      },
    ]);
  });

  it('is the one photo of two first uploads at once that was added first (the profile row is locked)', async () => {
    const { accountId, talentId } = await aProfile();

    const added = await Promise.all(
      [await aPng(), await aPng(320, 200)].map(async (png) =>
        addPhoto(accountId, talentId, await anUpload(harness, png)),
      ),
    );

    expect(added.filter(({ primary }) => primary)).toHaveLength(1);
    expect(await primaryOf(talentId)).toBe(added.find(({ primary }) => primary)!.id);
    expect(await updates(talentId)).toEqual([await primaryOf(talentId)]);
  });

  it('is the photo the owner chooses, listed first, changed and published in one transaction', async () => {
    const { accountId, talentId, first, second, third } = await withThreePhotos();

    const answer = await choose(accountId, talentId, third.id);

    expect(answer.primaryPhotoId).toBe(third.id);
    expect(answer.photos.map(({ id }) => id)).toEqual([third.id, first.id, second.id]);
    expect(await primaryOf(talentId)).toBe(third.id);
    expect(await listed(accountId, talentId)).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    expect(await updates(talentId)).toEqual([first.id, third.id]);

    // Choosing it again changes nothing and publishes nothing.
    expect((await choose(accountId, talentId, third.id)).primaryPhotoId).toBe(third.id);
    expect(await updates(talentId)).toEqual([first.id, third.id]);
  });

  it('falls back to the most recent remaining photo when the primary photo is deleted, then to none', async () => {
    const { accountId, talentId, first, second, third } = await withThreePhotos();
    await choose(accountId, talentId, second.id);

    await deletePhoto(accountId, talentId, second.id);
    expect(await primaryOf(talentId)).toBe(third.id);
    expect(await listed(accountId, talentId)).toEqual([
      [third.id, true],
      [first.id, false],
    ]);

    // Deleting a photo that is not the primary one leaves the primary photo as it is.
    await deletePhoto(accountId, talentId, first.id);
    expect(await primaryOf(talentId)).toBe(third.id);

    await deletePhoto(accountId, talentId, third.id);
    expect(await primaryOf(talentId)).toBeNull();
    expect(await listed(accountId, talentId)).toEqual([]);
    expect(await updates(talentId)).toEqual([first.id, second.id, third.id, null]);
  });

  it('refuses a photo of another profile or account as not found, changing and publishing nothing', async () => {
    const { accountId, talentId, first } = await withThreePhotos();
    const sibling = await aTalent(harness, accountId);
    const siblingPhoto = await addPhoto(accountId, sibling.id, await anUpload(harness, await aPng()));
    const stranger = await aProfile();
    const strangerPhoto = await addPhoto(stranger.accountId, stranger.talentId, await anUpload(harness, await aPng()));
    const before = await updates(talentId);

    for (const photoId of [siblingPhoto.id, strangerPhoto.id, randomUUID(), 'not-a-uuid']) {
      expect(await refusalOf(choose(accountId, talentId, photoId))).toEqual({
        code: ProfilesErrorCode.PhotoNotFound,
        args: [photoId],
      });
    }
    // Another account's caller on this profile: the profile itself is not found.
    expect(await refusalOf(choose(stranger.accountId, talentId, first.id))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [talentId],
    });
    expect(await primaryOf(talentId)).toBe(first.id);
    expect(await primaryOf(sibling.id)).toBe(siblingPhoto.id);
    expect(await primaryOf(stranger.talentId)).toBe(strangerPhoto.id);
    expect(await updates(talentId)).toEqual(before);
  });

  it("is named by the owner's profile views and the public details, whose photos list it first", async () => {
    const { accountId, talentId, first, third } = await withThreePhotos();
    await choose(accountId, talentId, third.id);

    const own = toTalentProfileMessage(
      await harness.queries.execute(new GetTalentProfileQuery(accountId, talentId, true)),
    );
    expect(own.primaryPhotoId).toBe(third.id);
    expect(own.photos.map(({ id, primary }) => [id, primary])).toEqual([
      [third.id, true],
      [first.id, false],
      [expect.any(String), false],
    ]);
    const withoutPhotos = await harness.queries.execute(new GetTalentProfileQuery(accountId, talentId, false));
    expect(toTalentProfileMessage(withoutPhotos)).toMatchObject({ primaryPhotoId: third.id, photos: [] });
    const page = await harness.queries.execute(new ListTalentProfilesQuery(accountId, { limit: 5 }));
    expect(page.data.map(toTalentProfileMessage).map(({ primaryPhotoId }) => primaryPhotoId)).toEqual([third.id]);

    const details = toTalentDetailsMessage(await harness.queries.execute(new GetTalentDetailsQuery(talentId)));
    expect(details.primaryPhotoId).toBe(third.id);
    expect(details.photos[0]).toMatchObject({ id: third.id, primary: true });

    // A profile without photos names none.
    const bare = await aProfile();
    const bareDetails = toTalentDetailsMessage(await harness.queries.execute(new GetTalentDetailsQuery(bare.talentId)));
    expect(bareDetails.primaryPhotoId).toBeUndefined();
  });
});
