import { describe, expect, it } from 'vitest';
import { csvCell, csvNumber, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+233 24 000 0000', "'+233 24 000 0000"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\t=cmd|calc', "'\t=cmd|calc"],
    ['\tTema', "'\tTema"],
  ])('guards %j, which a spreadsheet could run as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('guards a leading carriage return and quotes the cell, which holds a line break', () => {
    expect(csvCell('\r=cmd|calc')).toBe(`"'\r=cmd|calc"`);
  });

  it('leaves plain text alone, and quotes commas and quotes', () => {
    expect(csvCell('Airport Residences')).toBe('Airport Residences');
    expect(csvCell('Tema, "Greater" Accra')).toBe('"Tema, ""Greater"" Accra"');
    expect(csvCell('12345.67')).toBe('12345.67');
  });
});

describe('toCsv', () => {
  it('joins guarded cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Project', 'Note'],
        ['Tema', '\t@SUM(1)'],
      ]),
    ).toBe("Project,Note\r\nTema,'\t@SUM(1)\r\n");
  });
});

describe('csvNumber', () => {
  it('writes a signed amount as a number a spreadsheet sums, not as guarded text', () => {
    expect(toCsv([['Credit', csvNumber('-76250.00')]])).toBe('Credit,-76250.00\r\n');
  });

  it('refuses anything but a plain number', () => {
    expect(() => csvNumber('-1+cmd|calc')).toThrow(RangeError);
    expect(() => csvNumber('=1')).toThrow(RangeError);
  });
});
