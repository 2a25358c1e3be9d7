#!/usr/bin/env node
// Platform operators (the operators' console, /ops): a flag on identity's user, not an account role.
//   npm run ops:grant -- <email>     the member's next access token says operator: true
//   npm run ops:revoke -- <email>    it no longer does, and the tokens already issued stop opening /ops at once
// Reads IDENTITY_DATABASE_URL (else DATABASE_URL, else the local callsheet_identity database) and
// REDIS_URL (else redis://127.0.0.1:6379), the Redis the gateway reads. The member signs in again (or
// waits for their next token refresh, at most 15 minutes) for a grant to reach their session.
import { Redis } from 'ioredis';
import pg from 'pg';
import { databaseUrl } from './db.mjs';

// services/gateway/src/auth/revoked-sessions.ts (OPERATOR_REVOKED_KEY_PREFIX); the access-token lifetime.
const REVOKED_KEY_PREFIX = 'callsheet:operator-revoked:';
const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

const [action, rawEmail] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
  process.stderr.write('usage: npm run ops:grant -- <email>   |   npm run ops:revoke -- <email>\n');
  process.exit(2);
}
// As identity keeps emails (normalizeEmail in services/identity/src/user/sign-up-rules.ts).
const email = rawEmail.normalize('NFKC').trim().toLowerCase();
const operator = action === 'grant';

const db = new pg.Client({
  connectionString: process.env.IDENTITY_DATABASE_URL ?? process.env.DATABASE_URL ?? databaseUrl('callsheet_identity'),
});
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: 1,
  lazyConnect: true,
});
try {
  await db.connect();
  const { rows } = await db.query('UPDATE "user" SET operator = $1, updated_at = now() WHERE email = $2 RETURNING id', [
    operator,
    email,
  ]);
  if (rows.length === 0) {
    process.stderr.write(`ops:${action}: no member signs in with ${email}\n`);
    process.exitCode = 1;
  } else {
    const key = `${REVOKED_KEY_PREFIX}${rows[0].id}`;
    await redis.connect();
    if (operator) {
      await redis.del(key);
    } else {
      // A token issued before now still says operator: true until it expires; the gateway refuses it /ops.
      await redis.set(key, new Date().toISOString(), 'EX', ACCESS_TOKEN_LIFETIME_SECONDS);
    }
    process.stdout.write(
      operator
        ? `${email} is a platform operator: their next access token (sign in again, or the next refresh) opens /ops\n`
        : `${email} is no longer a platform operator: /ops refuses their tokens from now on\n`,
    );
  }
} catch (error) {
  process.stderr.write(`ops:${action}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  redis.disconnect();
}
