import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk.storage.js';

function storage() {
  const root = mkdtempSync(join(tmpdir(), 'kernel-storage-'));
  return { root, files: new LocalDiskStorage(root) };
}

function* lines(count: number) {
  for (let index = 0; index < count; index += 1) {
    yield `row ${index}\r\n`;
  }
}

describe('LocalDiskStorage streams', () => {
  it('writes a stream and counts its bytes', async () => {
    const { files } = storage();
    const { bytes } = await files.putStream('reports/a.csv', Readable.from(lines(1000)), 'text/csv');
    const expected = Array.from({ length: 1000 }, (_, index) => `row ${index}\r\n`).join('');
    expect(bytes).toBe(Buffer.byteLength(expected));
    expect((await files.get('reports/a.csv'))?.toString()).toBe(expected);
  });

  it('reads a file as a stream, and undefined when there is none', async () => {
    const { files } = storage();
    await files.put('a.txt', Buffer.from('hello'));
    const stream = await files.getStream('a.txt');
    expect(stream).toBeDefined();
    expect(await text(stream!)).toBe('hello');
    expect(await files.getStream('missing.txt')).toBeUndefined();
  });

  it('leaves no file, not even a partial one, when the stream fails', async () => {
    const { root, files } = storage();
    function* failing() {
      yield 'first\r\n';
      throw new Error('database went away');
    }
    await expect(files.putStream('reports/b.csv', Readable.from(failing()), 'text/csv')).rejects.toThrow(
      'database went away',
    );
    expect(await files.get('reports/b.csv')).toBeUndefined();
    expect(await readdir(join(root, 'reports'))).toEqual([]);
  });

  it('refuses a key that leaves the directory', async () => {
    const { files } = storage();
    await expect(files.putStream('../escape.csv', Readable.from(['x']), 'text/csv')).rejects.toThrow(
      'leaves the storage directory',
    );
  });
});
