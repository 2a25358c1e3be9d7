import { describe, expect, it } from 'vitest';
import { TALENT_FIELDS } from '../talent/talentSearch';
import {
  checkSpec,
  cursorFromParams,
  emptyForm,
  FIRST_PAGE,
  formFromParams,
  paramsFromForm,
  searchKey,
} from './searchForm';

const params = (query: string) => new URLSearchParams(query);

describe('the search form in the address', () => {
  it('reads every field of its parameter, lists split at commas, other parameters ignored', () => {
    const form = formFromParams(
      TALENT_FIELDS,
      params('q=mary+smith&unions=sagAftra,aea&heightMin=160&heightMax=180&state=CA&lang=fr-QC&after=x&page=2'),
    );
    expect(form).toEqual({
      ...emptyForm(TALENT_FIELDS),
      text: 'mary smith',
      unions: ['sagAftra', 'aea'],
      heightMin: '160',
      heightMax: '180',
      state: 'CA',
    });
  });

  it('drops empty and repeated keys of a list', () => {
    expect(formFromParams(TALENT_FIELDS, params('skills=fencing,,fencing,yoga,')).skills).toEqual(['fencing', 'yoga']);
  });

  it('writes only the fields set, in the form order, and reads back the same form', () => {
    const form = {
      ...emptyForm(TALENT_FIELDS),
      city: 'Los Angeles',
      text: 'Lovelace',
      languages: ['en', 'fr'],
      playableAge: '30',
      heightMin: '  ',
    };
    const written = paramsFromForm(TALENT_FIELDS, form);
    expect(written.toString()).toBe('q=Lovelace&age=30&languages=en%2Cfr&city=Los+Angeles');
    expect(formFromParams(TALENT_FIELDS, written)).toEqual({ ...form, heightMin: '' });
  });

  it('an empty form is an empty address', () => {
    expect(paramsFromForm(TALENT_FIELDS, emptyForm(TALENT_FIELDS)).toString()).toBe('');
  });

  it('carries the cursor of a later page, never of the first', () => {
    const form = { ...emptyForm(TALENT_FIELDS), text: 'james' };
    expect(paramsFromForm(TALENT_FIELDS, form, { after: 'id-25', page: 2 }).toString()).toBe(
      'q=james&after=id-25&page=2',
    );
    expect(paramsFromForm(TALENT_FIELDS, form, { before: 'id-26', page: 2 }).toString()).toBe(
      'q=james&before=id-26&page=2',
    );
    expect(paramsFromForm(TALENT_FIELDS, form, { after: 'id-25', page: 1 }).toString()).toBe('q=james');
  });

  it('reads the cursor back; the first page without one; a cursor without a page number is page 2', () => {
    expect(cursorFromParams(params('q=a&after=id-25&page=3'))).toEqual({ after: 'id-25', before: undefined, page: 3 });
    expect(cursorFromParams(params('before=id-26&page=2'))).toEqual({ after: undefined, before: 'id-26', page: 2 });
    expect(cursorFromParams(params('after=id-25&before=id-1&page=2')).before).toBeUndefined();
    expect(cursorFromParams(params('q=a&page=4'))).toEqual(FIRST_PAGE);
    expect(cursorFromParams(params('after=id-25&page=zero'))).toEqual({
      after: 'id-25',
      before: undefined,
      page: 2,
    });
  });

  it('gives equal searches equal keys whatever the order of the address', () => {
    const a = formFromParams(TALENT_FIELDS, params('unions=aea&q=x'));
    const b = formFromParams(TALENT_FIELDS, params('q=x&unions=aea'));
    expect(searchKey(TALENT_FIELDS, a)).toBe(searchKey(TALENT_FIELDS, b));
    expect(searchKey(TALENT_FIELDS, a)).not.toBe(searchKey(TALENT_FIELDS, a, { after: 'id', page: 2 }));
  });

  it('refuses a form whose fields share a parameter or take the cursor’s', () => {
    expect(() => checkSpec({ a: { param: 'x' }, b: { param: 'x' } })).toThrow('"x"');
    expect(() => checkSpec({ a: { param: 'page' } })).toThrow('"page"');
    expect(() => checkSpec(TALENT_FIELDS)).not.toThrow();
  });
});
