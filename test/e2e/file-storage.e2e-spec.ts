import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { e2eStack, listTestBucket, s3TestClient, waitFor } from '@callsheet/testing';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { gatewayApi, type Json } from './support/api.js';

// The shared stack keeps its files in S3 (FILE_STORAGE=s3, as in production), on scripts/infra's
// S3-compatible server: a talent photo goes in through the gateway and out through its signed link, and
// a transfer report is written by payments' worker and downloaded through the gateway, each from the
// stack's bucket. Every photo, upload and report of the other files goes the same way.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { call, memberWithAccount } = gatewayApi(base);
const s3 = s3TestClient();

async function contentTypeOf(key: string) {
  return (await s3.send(new HeadObjectCommand({ Bucket: stack.fileBucket, Key: key }))).ContentType;
}

async function removeObject(key: string) {
  await s3.send(new DeleteObjectCommand({ Bucket: stack.fileBucket, Key: key }));
}

afterAll(() => s3.destroy());

describe('file storage on S3', () => {
  it('keeps a talent photo in the bucket and serves it from there through its signed link', async () => {
    const talent = await memberWithAccount('talent', 'Sol');
    const created = await call('POST', '/api/talent', talent.token, {
      firstName: 'Sol',
      lastName: 'Bucket',
      birthDate: '1991-04-02',
      citizenship: ['us'],
      unions: ['sagAftra'],
      bodyTypes: ['mesomorph'],
      ethnicAppearances: ['whiteEuropean'],
    });
    expect(created.status).toBe(201);
    const talentId = String(created.body.id);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'headshot.png');
    const response = await fetch(`${base}/api/talent/${talentId}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${talent.token}` },
      body: form,
    });
    const photo = (await response.json()) as Json;
    expect({ status: response.status, contentType: photo.contentType }).toEqual({
      status: 201,
      contentType: 'image/png',
    });

    // The original and its thumbnail are objects of the bucket with their types; the gateway's staged
    // upload (uploads/...) is gone.
    const original = `photos/${talentId}/${photo.id}`;
    const thumbnail = `${original}.thumbnail.webp`;
    const keys = await listTestBucket(stack.fileBucket);
    expect(keys.filter((key) => key.startsWith(`photos/${talentId}/`))).toEqual([original, thumbnail]);
    expect(keys.filter((key) => key.startsWith('uploads/'))).toEqual([]);
    expect(await contentTypeOf(original)).toBe('image/png');
    expect(await contentTypeOf(thumbnail)).toBe('image/webp');
    // Nothing went to the local disk.
    expect(readdirSync(stack.fileDir).filter((name) => name !== 'public-config.json')).toEqual([]);

    const served = await fetch(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const small = await fetch(photo.thumbnailUrl);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);

    // The link reads the bucket at each request: without the object, the photo is gone.
    await removeObject(original);
    const gone = await fetch(photo.url);
    expect({ status: gone.status, code: ((await gone.json()) as Json).code }).toEqual({
      status: 404,
      code: 'photoNotFound',
    });
  });

  it('writes a transfer report into the bucket and downloads it from there', async () => {
    const production = await memberWithAccount('production_company', 'Rhea');
    // Payments opens the account's Stripe side once it has handled the account's creation.
    await waitFor('the connected account', async () =>
      (await call('GET', '/api/account', production.token)).status === 200 ? true : undefined,
    );
    const report = await call('POST', '/api/stripe/transfer/report', production.token, {
      fileName: 'bucket-transfers.csv',
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(report.headers.get('content-disposition')).toContain('bucket-transfers.csv');
    expect(report.text.split('\r\n')[0]).toMatch(/^Transfer ID,Invoice ID,/);
    const reportId = String(report.headers.get('x-report-id'));

    const key = `transfer-reports/${production.accountId}/${reportId}.csv`;
    expect(await listTestBucket(stack.fileBucket)).toContain(key);
    expect(await contentTypeOf(key)).toBe('text/csv; charset=utf-8');

    const again = await call('GET', `/api/stripe/transfer/report/${reportId}`, production.token);
    expect(again.status).toBe(200);
    expect(again.text).toBe(report.text);

    await removeObject(key);
    const gone = await call('GET', `/api/stripe/transfer/report/${reportId}`, production.token);
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'transferReportNotFound' });
  });
});
