import { describe, expect, it } from 'vitest';
import { primaryFirst, primaryPhotoOf } from './primaryPhoto';

const photo = (id: string, primary?: boolean) => ({ id, url: `/p/${id}`, thumbnailUrl: `/t/${id}`, primary });

describe('the primary photo of a profile', () => {
  it('is the photo the API marks primary', () => {
    expect(primaryPhotoOf([photo('a', false), photo('b', true), photo('c', false)])?.id).toBe('b');
  });

  it('is the photo primaryPhotoId names when none is marked (public details name it too)', () => {
    expect(primaryPhotoOf([photo('a'), photo('b')], 'b')?.id).toBe('b');
    expect(primaryPhotoOf([photo('a', false), photo('b', true)], 'a')?.id).toBe('b');
  });

  it('is none without photos, or with an id that is not among them', () => {
    expect(primaryPhotoOf([], 'a')).toBeUndefined();
    expect(primaryPhotoOf([photo('a'), photo('b')], 'z')).toBeUndefined();
    expect(primaryPhotoOf([photo('a'), photo('b')], null)).toBeUndefined();
  });

  it('comes first, the others keeping their order', () => {
    const ids = (photos: Array<{ id: string }>) => photos.map(({ id }) => id);
    expect(ids(primaryFirst([photo('a', false), photo('b', false), photo('c', true)]))).toEqual(['c', 'a', 'b']);
    expect(ids(primaryFirst([photo('a'), photo('b'), photo('c')], 'b'))).toEqual(['b', 'a', 'c']);
    expect(ids(primaryFirst([photo('a'), photo('b')]))).toEqual(['a', 'b']);
  });
});
