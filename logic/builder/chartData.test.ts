import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHART_DATA_STRINGS,
  CHART_TYPE_VARIANT,
  DATASET_EMPTY_MESSAGE,
  DATASET_MISSING_DATA_MESSAGE,
  DATASET_NO_COLUMN_MESSAGE,
  DATASET_NO_ROW_MESSAGE,
  addChartColumn,
  addChartRow,
  chartCellValue,
  chartColumnHasValues,
  chartRowHasValues,
  chartSeries,
  nextColumnName,
  removeChartColumn,
  removeChartRow,
  renameChartColumn,
  setChartCell,
  validateChartDataset,
} from './chartData.ts';

describe('rendering spec, validation rules Builder messages: chart datasets', () => {
  it('quotes the messages verbatim', () => {
    expect([DATASET_NO_COLUMN_MESSAGE, DATASET_NO_ROW_MESSAGE, DATASET_EMPTY_MESSAGE, DATASET_MISSING_DATA_MESSAGE]).toEqual([
      'Your dataset must have at least one column',
      'Your dataset must have at least one row',
      'Enter some data!',
      'One or more rows was missing data',
    ]);
    expect(CHART_DATA_STRINGS.chartDatasetNoColumnMessage).toBe('Your dataset must have at least one column');
    expect(CHART_DATA_STRINGS.chartDatasetMissingDataMessage).toBe('One or more rows was missing data');
  });

  it('checks columns, then rows, then any data, then complete rows', () => {
    expect(validateChartDataset({ columns: [], rows: [['a']] })).toBe('Your dataset must have at least one column');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [] })).toBe('Your dataset must have at least one row');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [['', null], [' ', undefined]] })).toBe('Enter some data!');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [['Jan', 10], ['Feb', '']] })).toBe('One or more rows was missing data');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [['Jan', 10], ['Feb']] })).toBe('One or more rows was missing data');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [['Jan', Number.NaN]] })).toBe('One or more rows was missing data');
    expect(validateChartDataset({ columns: ['Month', 'Sales'], rows: [['Jan', 10], ['Feb', 0]] })).toBeNull();
  });

  it("words the message in the site's strings", () => {
    expect(validateChartDataset({ columns: [], rows: [] }, { ...CHART_DATA_STRINGS, chartDatasetNoColumnMessage: 'Keine Spalte' })).toBe('Keine Spalte');
  });

  it('never throws on malformed data from a JavaScript caller', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (columns, rows) => {
        const problem = validateChartDataset({ columns, rows } as never);
        expect(problem === null || typeof problem === 'string').toBe(true);
      }),
    );
  });
});

describe('rendering spec, entities chart block variants', () => {
  it('maps bar, line and pie to the variant codes 1008, 1009, 1010', () => {
    expect(CHART_TYPE_VARIANT).toEqual({ bar: 1008, line: 1009, pie: 1010 });
  });
});

describe('editing the grid keeps every typed cell', () => {
  const grid = { columns: ['Month', 'Sales'], rows: [['Jan', '10'], ['Feb', '12']] };

  it('adds a column with an empty cell in every row, and names it after the first free number', () => {
    expect(addChartColumn(grid, 'Costs')).toEqual({ columns: ['Month', 'Sales', 'Costs'], rows: [['Jan', '10', ''], ['Feb', '12', '']] });
    expect(nextColumnName(['Month', 'Sales'])).toBe('Column 3');
    expect(nextColumnName(['Column 3', 'Sales'])).toBe('Column 4');
  });

  it('removes a column and its cells, renames one, and ignores an index that is not there', () => {
    expect(removeChartColumn(grid, 0)).toEqual({ columns: ['Sales'], rows: [['10'], ['12']] });
    expect(removeChartColumn(grid, 5)).toBe(grid);
    expect(renameChartColumn(grid, 1, 'Revenue').columns).toEqual(['Month', 'Revenue']);
    expect(renameChartColumn(grid, -1, 'x')).toBe(grid);
  });

  it('adds and removes rows', () => {
    expect(addChartRow(grid).rows).toEqual([['Jan', '10'], ['Feb', '12'], ['', '']]);
    expect(removeChartRow(grid, 0).rows).toEqual([['Feb', '12']]);
    expect(removeChartRow(grid, 2)).toBe(grid);
  });

  it('sets a cell as typed, padding a short row', () => {
    expect(setChartCell(grid, 1, 1, ' 13 ').rows).toEqual([['Jan', '10'], ['Feb', ' 13 ']]);
    expect(setChartCell({ columns: ['a', 'b', 'c'], rows: [['x']] }, 0, 2, '5').rows).toEqual([['x', '', '5']]);
    expect(setChartCell(grid, 9, 0, 'x')).toBe(grid);
  });
});

describe('reading a dataset as chart series', () => {
  it('reads numbers as typed, anything else as 0', () => {
    expect([chartCellValue(' 42 '), chartCellValue('1,200.5'), chartCellValue('abc'), chartCellValue(''), chartCellValue(Number.POSITIVE_INFINITY), chartCellValue(7)]).toEqual([
      42, 1200.5, 0, 0, 0, 7,
    ]);
  });

  it('labels rows with the first column and makes a series of every other column', () => {
    expect(chartSeries({ columns: ['Month', 'Sales', 'Costs'], rows: [['Jan', '10', '4'], ['Feb', '12', 'x']] })).toEqual({
      labels: ['Jan', 'Feb'],
      series: [
        { name: 'Sales', values: [10, 12] },
        { name: 'Costs', values: [4, 0] },
      ],
    });
  });

  it('reads a single column as both the labels and the one series', () => {
    expect(chartSeries({ columns: ['Visits'], rows: [['3'], ['5']] })).toEqual({ labels: ['3', '5'], series: [{ name: 'Visits', values: [3, 5] }] });
  });
});

describe('removing a row or column that holds values asks first', () => {
  const grid = { columns: ['Month', 'Visits', 'Sales'], rows: [['January', '12', ' '], ['', '', '']] };

  it('a column with a typed cell in any row holds values; one of blanks does not', () => {
    expect([0, 1, 2].map((index) => chartColumnHasValues(grid, index))).toEqual([true, true, false]);
    expect(chartColumnHasValues(grid, 7)).toBe(false);
  });

  it('a row with a typed cell holds values; a row of blanks or a missing row does not', () => {
    expect([0, 1, 2].map((index) => chartRowHasValues(grid, index))).toEqual([true, false, false]);
  });
});
