import { inlineDisposition } from './license-document.views.js';

describe('inlineDisposition', () => {
  it('names an ASCII file as it is', () => {
    expect(inlineDisposition('CA licence 2026.pdf')).toBe(
      `inline; filename="CA licence 2026.pdf"; filename*=UTF-8''CA%20licence%202026.pdf`,
    );
  });

  it('keeps the exact name in filename* and an ASCII stand-in in filename', () => {
    expect(inlineDisposition('licencia – García (1).pdf')).toBe(
      `inline; filename="licencia _ Garc_a (1).pdf"; filename*=UTF-8''licencia%20%E2%80%93%20Garc%C3%ADa%20%281%29.pdf`,
    );
  });

  it('cannot close the quoted name or start a header', () => {
    const header = inlineDisposition('a"b\\c%d\r\ne.pdf');
    expect(header.startsWith('inline; filename="a_b_c_d__e.pdf"; ')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
