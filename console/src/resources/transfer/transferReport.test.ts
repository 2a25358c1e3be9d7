import { describe, expect, it } from 'vitest';
import { csvRows, fileNameOf, reportFileName, validateReportForm, type ReportForm } from './transferReport';

const form = (changes: Partial<ReportForm> = {}): ReportForm => ({
  fileName: 'transfers-november',
  invoiceId: '',
  createdFrom: '',
  createdTo: '',
  ...changes,
});

describe('the transfer report form (the payments service’s rules)', () => {
  it('asks for a file name of safe characters, named .csv', () => {
    expect(validateReportForm(form()).body).toEqual({ fileName: 'transfers-november' });
    expect(reportFileName('transfers-november')).toBe('transfers-november.csv');
    expect(reportFileName('Report (1).CSV')).toBe('Report (1).CSV');
    expect(validateReportForm(form({ fileName: '  ' })).errors).toEqual({ fileName: { key: 'required' } });
    expect(validateReportForm(form({ fileName: 'a/b' })).errors).toEqual({ fileName: { key: 'fileName' } });
    expect(validateReportForm(form({ fileName: '.hidden' })).errors).toEqual({ fileName: { key: 'fileName' } });
    expect(validateReportForm(form({ fileName: 'x'.repeat(201) })).errors).toEqual({
      fileName: { key: 'tooLong', args: { max: 200 } },
    });
    expect(validateReportForm(form({ fileName: 'Année été 2026' })).errors).toEqual({});
  });

  it('takes an invoice id and whole days, "to" included', () => {
    const body = validateReportForm(
      form({ invoiceId: '0193a5b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b', createdFrom: '2026-11-01', createdTo: '2026-11-30' }),
    ).body;
    expect(body).toEqual({
      fileName: 'transfers-november',
      invoiceId: '0193a5b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b',
      createdFrom: '2026-11-01',
      createdTo: '2026-12-01',
    });
    expect(validateReportForm(form({ invoiceId: 'INV-1' })).errors).toEqual({ invoiceId: { key: 'invoiceId' } });
    expect(validateReportForm(form({ createdFrom: '2026-11-02', createdTo: '2026-11-01' })).errors).toEqual({
      createdTo: { key: 'toBeforeFrom' },
    });
    expect(validateReportForm(form({ createdFrom: '2026-11-02', createdTo: '2026-11-02' })).errors).toEqual({});
  });

  it('names the download as the gateway does, the exact name first', () => {
    expect(fileNameOf(`attachment; filename="R_sum_.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9.csv`, 'x.csv')).toBe(
      'Résumé.csv',
    );
    expect(fileNameOf('attachment; filename="plain.csv"', 'x.csv')).toBe('plain.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('reads the CSV’s quoted cells', () => {
    expect(csvRows('Transfer ID,Description\r\nt1,"Split, ""talent"""\r\n')).toEqual([
      ['Transfer ID', 'Description'],
      ['t1', 'Split, "talent"'],
    ]);
  });
});
