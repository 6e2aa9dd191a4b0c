import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '@/test/csv-download';
import { csvField, toCsv } from './csv';
import { tableCsv } from './data-table-model';
import { renderStockTable, STOCK_COLUMNS, STOCKS } from './test/data-table-fixtures';

describe('CSV', () => {
  it('quotes commas, quotes and newlines and leaves numbers raw', () => {
    expect(csvField('Bajaj Auto, Ltd')).toBe('"Bajaj Auto, Ltd"');
    expect(csvField('He said "buy"')).toBe('"He said ""buy"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-1234.5)).toBe('-1234.5');
    expect(csvField(0.1 + 0.2)).toBe('0.3');
    expect(csvField(1871.6949999999997)).toBe('1871.695');
    expect(csvField(123456789012.34)).toBe('123456789012.34');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n,"y,z"');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1.25')).toBe('-1.25');
  });

  it('exports every row with raw values under the column labels', () => {
    expect(tableCsv(STOCK_COLUMNS, STOCKS.slice(3, 6))).toBe(
      [
        'Symbol,Company,LTP,Change %',
        'SYM04,"Company 4, Ltd",130,-0.3',
        'SYM05,"Company 5, Ltd",140,',
        'SYM06,"Company 6, Ltd",150,-0.5',
      ].join('\r\n'),
    );
  });
});

describe('DataTable export, colours and states', () => {
  it('downloads the sorted rows of every page as a CSV file', async () => {
    const user = userEvent.setup();
    const { names, blobs, lines: linesOf } = catchDownloads();

    renderStockTable({
      csvFileName: 'test-stocks',
      pageSize: 5,
      initialSort: { columnId: 'ltp', direction: 'desc' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(blobs).toHaveLength(1);
    expect(names).toEqual(['test-stocks.csv']);
    const lines = await linesOf();
    expect(lines).toHaveLength(24);
    expect(lines[0]).toBe('Symbol,Company,LTP,Change %');
    expect(lines[1]).toBe('SYM23,"Company 23, Ltd",320,2.2');
    expect(lines[23]).toBe('SYM01,"Company 1, Ltd",100,0');
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('colours the change column by sign and leaves other columns alone', async () => {
    renderStockTable({ pageSize: 5 });
    const rows = (await screen.findAllByRole('row')).slice(1);
    const cellsOf = (i: number) => within(rows[i] as HTMLElement).getAllByRole('cell');
    expect(cellsOf(0)[3]).toHaveTextContent('0.00 %');
    expect(cellsOf(0)[3]).toHaveAttribute('data-colour', 'green');
    expect(cellsOf(1)[3]).toHaveTextContent('-0.10 %');
    expect(cellsOf(1)[3]).toHaveAttribute('data-colour', 'red');
    expect(cellsOf(2)[3]).toHaveAttribute('data-colour', 'green');
    expect(cellsOf(4)[3]).toHaveTextContent('—');
    expect(cellsOf(4)[3]).not.toHaveAttribute('data-colour');
    expect(cellsOf(1)[2]).not.toHaveAttribute('data-colour');
  });

  it('shows skeleton rows and no footer while loading', async () => {
    renderStockTable({ rows: undefined, pageSize: 5, csvFileName: 'x' });
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the empty message when there are no rows', async () => {
    renderStockTable({ rows: [], emptyMessage: 'No stocks hit a 52-week high today.' });
    expect(await screen.findByText('No stocks hit a 52-week high today.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '4');
  });
});
