import { describe, expect, it } from 'vitest';
import { auditValuesText, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (row: { name: string; at?: Date }) => row.name },
    { header: 'at', value: (row: { name: string; at?: Date }) => row.at },
  ];

  it('quotes commas, quotes and line breaks, and formats dates', () => {
    expect(toCsv([{ name: 'Ada, "the" first\nline', at: new Date('2026-01-02T03:04:05Z') }], columns)).toBe(
      'name,at\r\n"Ada, ""the"" first\nline",2026-01-02T03:04:05.000Z\r\n',
    );
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(toCsv([{ name: '=HYPERLINK("http://evil")' }, { name: '+1' }, { name: '@SUM(A1)' }], columns)).toBe(
      `name,at\r\n"'=HYPERLINK(""http://evil"")",\r\n'+1,\r\n'@SUM(A1),\r\n`,
    );
  });
});

describe('auditValuesText', () => {
  it('writes the values as key: value pairs, text as JSON strings', () => {
    expect(
      auditValuesText({ status: 'rejected', adminNotes: 'a; b: "c"', projectId: null, disabled: true, count: 2 }),
    ).toBe('status: "rejected"; adminNotes: "a; b: \\"c\\""; projectId: null; disabled: true; count: 2');
  });

  it('is empty for entries without values', () => {
    expect(auditValuesText(null)).toBe('');
    expect(auditValuesText({})).toBe('');
  });

  it('stays formula-neutral in a CSV cell', () => {
    const csv = toCsv(
      [{ adminNotes: '=HYPERLINK("http://evil")' }],
      [{ header: 'After', value: (row) => auditValuesText(row) }],
    );
    expect(csv.split('\r\n')[1]).toBe('"adminNotes: ""=HYPERLINK(\\""http://evil\\"")"""');
  });
});
