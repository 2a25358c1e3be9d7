import { e2eStack } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { gatewayApi, type Json, type Member } from './support/api.js';

// A representative's licence document through the gateway, with the real identity and profiles services,
// PostgreSQL, Kafka and file storage: upload (multipart, one file in "file"), replace, the owner's signed
// link, privacy (public details say only whether one is on file), refusals, and removal.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { call, memberWithAccount } = gatewayApi(base);

const CALIFORNIA_AGENT: Json = {
  representationTypes: ['talentAgent'],
  projectLocations: ['usaWest'],
  services: ['sagFranchisedAgent'],
  businessAddressDiffers: true,
  businessAddress: { line1: '100 Sunset Blvd', city: 'Los Angeles', state: 'CA', postalCode: '90028', country: 'US' },
  contact: { email: 'desk@agency.example.com' },
  company: { name: 'Licensed Agency', kind: 'ownerOrMemberOfCorporation' },
  license: { fullName: 'Grace Hopper', number: 'TA-4521', country: 'US', state: 'CA', city: 'Los Angeles' },
  references: [],
  referencesNotApplicable: true,
};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Title (Talent agency licence) >>\nendobj\n%%EOF\n', 'latin1');

interface Sent {
  status: number;
  body: Json;
}

/** A multipart body of these parts, each [field, file name or none for a plain field, content]. */
function formOf(parts: [string, string | undefined, Buffer | string][]): FormData {
  const form = new FormData();
  for (const [field, fileName, content] of parts) {
    if (fileName === undefined) {
      form.append(field, String(content));
    } else {
      form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
    }
  }
  return form;
}

async function send(path: string, init: RequestInit): Promise<Sent> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

describe('a representative’s licence document', () => {
  let agent: Member;
  let stranger: Member;
  let talent: Member;
  let representativeId: string;
  const documentPath = () => `/api/representative/${representativeId}/license/document`;

  function put(form: FormData | string, token = agent.token, path = documentPath()): Promise<Sent> {
    return send(path, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof form === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body: form,
    });
  }

  beforeAll(async () => {
    [agent, stranger, talent] = await Promise.all([
      memberWithAccount('agent', 'Grace'),
      memberWithAccount('agent', 'Stan'),
      memberWithAccount('talent', 'Tal'),
    ]);
    const created = await call('POST', '/api/representative', agent.token, CALIFORNIA_AGENT);
    expect(created.status).toBe(201);
    representativeId = created.body.id as string;
  });

  it('keeps a PNG, replaces it with a PDF and removes it; the owner opens it by a signed link', async () => {
    expect(await call('GET', documentPath(), agent.token)).toMatchObject({
      status: 404,
      body: { code: 'licenseDocumentNotFound', args: [representativeId] },
    });
    const details = () => call('GET', `/api/representative/details/${representativeId}`, talent.token);
    expect((await details()).body.licenseDocumentOnFile).toBe(false);

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#eeeeff' } })
      .png()
      .toBuffer();
    const first = await put(formOf([['file', 'CA licence.png', png]]));
    expect(first).toMatchObject({
      status: 200,
      body: { representativeId, contentType: 'image/png', sizeBytes: png.length, fileName: 'CA licence.png' },
    });
    const file = await fetch(first.body.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="CA licence.png"; filename*=UTF-8''CA%20licence.png`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const tampered = (first.body.url as string).replace(/signature=[^&]+/, 'signature=forged');
    expect(await send(new URL(tampered).pathname + new URL(tampered).search, {})).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });

    // The owner's profile says it is on file; other members learn that, and nothing of it.
    expect((await call('GET', `/api/representative/${representativeId}`, agent.token)).body.licenseDocumentOnFile).toBe(
      true,
    );
    const shown = await details();
    expect(shown.body.licenseDocumentOnFile).toBe(true);
    expect(JSON.stringify(shown.body)).not.toMatch(new RegExp(`${first.body.id as string}|licence\\.png|/public/`));

    // Uploading again replaces it: the PDF by its content, whatever its name says; the PNG's link stops working.
    const second = await put(formOf([['file', 'scan.png', PDF]]));
    expect(second).toMatchObject({
      status: 200,
      body: { contentType: 'application/pdf', sizeBytes: PDF.length, fileName: 'scan.pdf' },
    });
    expect(second.body.id).not.toBe(first.body.id);
    expect(await call('GET', documentPath(), agent.token)).toMatchObject({
      status: 200,
      body: { id: second.body.id, fileName: 'scan.pdf' },
    });
    const pdf = await fetch(second.body.url as string);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetch(first.body.url as string)).status).toBe(404);

    const removed = await call('DELETE', documentPath(), agent.token);
    expect(removed).toMatchObject({ status: 200, body: { id: second.body.id, deleted: true } });
    expect((await fetch(second.body.url as string)).status).toBe(404);
    expect((await call('GET', documentPath(), agent.token)).body.code).toBe('licenseDocumentNotFound');
    expect((await call('DELETE', documentPath(), agent.token)).body.code).toBe('licenseDocumentNotFound');
    expect((await details()).body.licenseDocumentOnFile).toBe(false);
    expect((await call('GET', `/api/representative/${representativeId}`, agent.token)).body.licenseDocumentOnFile).toBe(
      false,
    );
  });

  it('judges the type by content and refuses files over 10 MB, keeping the document on file', async () => {
    const kept = await put(formOf([['file', 'licence.pdf', PDF]]));
    expect(kept.status).toBe(200);

    expect(await put(formOf([['file', 'licence.txt', 'Licence TA-4521']]))).toMatchObject({
      status: 415,
      body: { code: 'unsupportedFileType', args: ['jpeg, png, pdf'] },
    });
    expect(await put(formOf([['file', 'licence.pdf', 'plain text named .pdf']]))).toMatchObject({
      status: 415,
      body: { code: 'unsupportedFileType' },
    });
    expect(
      await put(formOf([['file', 'huge.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])]])),
    ).toMatchObject({
      status: 413,
      body: { code: 'fileTooLarge', message: 'Max file size is 10 MB', args: ['10'] },
    });
    expect((await call('GET', documentPath(), agent.token)).body.id).toBe(kept.body.id);
  });

  it('refuses anything but one file in the field "file" (400 naming "file"), and broken multipart', async () => {
    const oneFile = { status: 400, body: { code: 'validationFailed', args: ['file'] } };
    expect(await put(formOf([]))).toMatchObject(oneFile);
    expect(await put(formOf([['note', undefined, 'no file here']]))).toMatchObject(oneFile);
    expect(
      await put(
        formOf([
          ['file', 'a.pdf', PDF],
          ['file', 'b.pdf', PDF],
        ]),
      ),
    ).toMatchObject(oneFile);
    expect(await put(formOf([['document', 'licence.pdf', PDF]]))).toMatchObject(oneFile);
    expect(
      await put(
        formOf([
          ['note', undefined, 'a field first'],
          ['file', 'licence.pdf', PDF],
        ]),
      ),
    ).toMatchObject(oneFile);
    expect(await put(JSON.stringify({ file: PDF.toString('base64') }))).toMatchObject(oneFile);

    const raw = (contentType: string, body: string) =>
      send(documentPath(), {
        method: 'PUT',
        headers: { authorization: `Bearer ${agent.token}`, 'content-type': contentType },
        body,
      });
    expect(await raw('multipart/form-data', 'no boundary here')).toMatchObject({
      status: 400,
      body: { code: 'malformedRequest' },
    });
    expect((await raw('multipart/form-data; boundary=XX', '--XX\r\n\r\nhello\r\n--XX--\r\n')).status).toBe(400);
    const cut = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 half a fi';
    expect((await raw('multipart/form-data; boundary=XX', cut)).status).toBe(400);
  });

  it('keeps it to the profile’s account: another account is answered as if the profile did not exist', async () => {
    await put(formOf([['file', 'licence.pdf', PDF]]));
    const notFound = { status: 404, body: { code: 'profileNotFound', args: [representativeId] } };

    expect(await put(formOf([['file', 'mine.pdf', PDF]]), stranger.token)).toMatchObject(notFound);
    expect(await call('GET', documentPath(), stranger.token)).toMatchObject(notFound);
    expect(await call('DELETE', documentPath(), stranger.token)).toMatchObject(notFound);
    const unknown = `/api/representative/${randomUUID()}/license/document`;
    expect(await call('GET', unknown, agent.token)).toMatchObject({ status: 404, body: { code: 'profileNotFound' } });
    // A talent account has no representative profiles at all.
    expect(await call('GET', documentPath(), talent.token)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await call('GET', documentPath(), agent.token)).body.fileName).toBe('licence.pdf');
  });
});
