import { createRegistry } from '@bufbuild/protobuf';
import { file_callsheet_profiles_v1_representative, file_callsheet_profiles_v1_talent } from '@callsheet/contracts';
import { outboxReaders } from '@callsheet/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { CreateRepresentativeProfileCommand } from '../src/representative/commands/create-representative-profile/create-representative-profile.command.js';
import type { RepresentativeProfileInput } from '../src/representative/domain/representative-profile.rules.js';
import type { StoredRepresentative } from '../src/representative/representative.repository.js';
import { CreateTalentProfileCommand } from '../src/talent/commands/create-talent-profile/create-talent-profile.command.js';
import type { TalentProfileInput } from '../src/talent/domain/talent-profile.rules.js';
import type { StoredTalent } from '../src/talent/talent.repository.js';
import { aRepresentativeProfileInput } from './builders/representative-profile.builders.js';
import { aTalentProfileInput } from './builders/talent-profile.builders.js';
import type { ProfilesTestApp } from './profiles-test-app.js';

// Profiles made through the service's own commands, for accounts and with words of the test's own, so
// that tests need no clean-up, run in any order and find only their own rows in searches.

/** An account id nobody else uses. */
export function newAccountId(): string {
  return randomUUID();
}

/**
 * A word no other profile has: "zq" and eight random letters, lower-case as search texts are. Searching
 * it (or a typo of it) finds the test's own profiles only.
 */
export function aWord(): string {
  return `zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

export async function aTalent(
  harness: ProfilesTestApp,
  accountId: string,
  overrides: Partial<TalentProfileInput> = {},
): Promise<StoredTalent> {
  // Awaited here: a handler that refuses before its first await throws rather than rejects.
  return await harness.commands.execute(new CreateTalentProfileCommand(accountId, aTalentProfileInput(overrides)));
}

export async function aRepresentative(
  harness: ProfilesTestApp,
  accountId: string,
  overrides: Partial<RepresentativeProfileInput> = {},
): Promise<StoredRepresentative> {
  return await harness.commands.execute(
    new CreateRepresentativeProfileCommand(accountId, aRepresentativeProfileInput(overrides)),
  );
}

/** A real PNG of the given size, as a member's camera would give one. */
export function aPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** Stages bytes as the gateway stages an upload (`uploads/<uuid>`), and answers its key. */
export async function anUpload(harness: ProfilesTestApp, bytes: Buffer): Promise<string> {
  const key = `uploads/${randomUUID()}`;
  await harness.storage.put(key, bytes, 'application/octet-stream');
  return key;
}

/** The events written to the outbox about one profile, oldest first: topic, contract's name and JSON payload. */
export const { publishedEvents: publishedAbout } = outboxReaders(
  createRegistry(file_callsheet_profiles_v1_talent, file_callsheet_profiles_v1_representative),
);
