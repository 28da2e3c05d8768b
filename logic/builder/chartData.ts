/**
 * A chart block's data as the builder's chart data editor edits it (rendering spec, entities "Block variants":
 * chart bar, line, pie; validation rules the dataset messages): the dataset's rule and messages as localized
 * strings, the pure edits of its grid, and the reading of a complete dataset as chart series.
 */
import { BLOCK_VARIANT } from '../shared/enums.ts';
import { interpolate } from '../shared/interpolate.ts';

/** Chart dataset message (rendering spec, validation rules). */
export const DATASET_NO_COLUMN_MESSAGE = 'Your dataset must have at least one column';
/** Chart dataset message (rendering spec, validation rules). */
export const DATASET_NO_ROW_MESSAGE = 'Your dataset must have at least one row';
/** Chart dataset message (rendering spec, validation rules). */
export const DATASET_EMPTY_MESSAGE = 'Enter some data!';
/** Chart dataset message (rendering spec, validation rules). */
export const DATASET_MISSING_DATA_MESSAGE = 'One or more rows was missing data';

/** The chart data editor's and preview's wording: the spec's dataset messages and the library's labels. */
export const CHART_DATA_STRINGS = {
  chartDatasetNoColumnMessage: DATASET_NO_COLUMN_MESSAGE,
  chartDatasetNoRowMessage: DATASET_NO_ROW_MESSAGE,
  chartDatasetEmptyMessage: DATASET_EMPTY_MESSAGE,
  chartDatasetMissingDataMessage: DATASET_MISSING_DATA_MESSAGE,
  /** Library string: the editor's accessible name. */
  chartDataEditorLabel: 'Chart data',
  /** Library string. */
  chartAddColumnText: 'Add column',
  /** Library string. */
  chartAddRowText: 'Add row',
  /** Library string; {column} is the column's name. */
  chartRemoveColumnText: 'Remove column {column}',
  /** Library string; {row} is the row's number. */
  chartRemoveRowText: 'Remove row {row}',
  /** Library string: the question before removing a column that holds values; {column} is its name. */
  chartRemoveColumnTitle: 'Remove column {column}?',
  /** Library string: what removing a column does. */
  chartRemoveColumnDescription: 'The values in this column are removed with it.',
  /** Library string: the question before removing a row that holds values; {row} is its number. */
  chartRemoveRowTitle: 'Remove row {row}?',
  /** Library string: what removing a row does. */
  chartRemoveRowDescription: 'The values in this row are removed with it.',
  /** Library string: the remove questions' confirm button. */
  chartRemoveConfirm: 'Remove',
  /** Library string; {index} is the column's number. */
  chartColumnNameLabel: 'Name of column {index}',
  /** Library string; {column} is the column's name, {row} the row's number. */
  chartCellLabel: '{column}, row {row}',
  /** Library string: the name a new column gets; {index} is its number. */
  chartNewColumnName: 'Column {index}',
  /** Library string: the row header. */
  chartRowText: 'Row {row}',
  /** Library string. */
  chartTypeLabel: 'Chart type',
  /** Library string. */
  chartBarText: 'Bar',
  /** Library string. */
  chartLineText: 'Line',
  /** Library string. */
  chartPieText: 'Pie',
  /** Library string: the preview's accessible name; {type} is the chart type's name. */
  chartPreviewLabel: '{type} chart preview',
  /** Library string: the caption of the data table read to screen readers. */
  chartDataTableCaption: 'Values in the chart',
  /** Library string: where the preview would be while no valid data was entered yet. */
  chartNoPreviewText: 'No preview yet',
  /** Library string: under the preview while a row is part-filled, which it leaves out. */
  chartPreviewStaleText: 'The preview shows the last complete data.',
} as const;

/** The keys of {@link CHART_DATA_STRINGS}. */
export type ChartDataStrings = Readonly<Record<keyof typeof CHART_DATA_STRINGS, string>>;

/** A chart block's data: column names and rows of cells. */
export interface ChartDataset {
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>;
}

/** The grid the editor edits: every cell as typed. */
export interface ChartGrid {
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** The chart variants of a chart block (rendering spec, entities "Block variants"). */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;

/** A chart variant. */
export type ChartType = (typeof CHART_TYPES)[number];

/** Each chart variant's block variant code (rendering spec, entities; logic/shared/enums.ts). */
export const CHART_TYPE_VARIANT: Readonly<Record<ChartType, number>> = {
  bar: BLOCK_VARIANT.chartBar,
  line: BLOCK_VARIANT.chartLine,
  pie: BLOCK_VARIANT.chartPie,
};

const isEmptyCell = (cell: unknown): boolean =>
  cell === null || cell === undefined || (typeof cell === 'number' ? Number.isNaN(cell) : typeof cell !== 'string' || cell.trim() === '');

/**
 * The first problem of a chart dataset (rendering spec, validation rules), in this order: no column, no row, no data at
 * all (`Enter some data!`), a row with an empty cell or fewer cells than columns; null when complete.
 */
export function validateChartDataset(dataset: ChartDataset, strings: ChartDataStrings = CHART_DATA_STRINGS): string | null {
  const columns = Array.isArray(dataset?.columns) ? dataset.columns : [];
  const rows = Array.isArray(dataset?.rows) ? dataset.rows : [];
  if (columns.length === 0) return strings.chartDatasetNoColumnMessage;
  if (rows.length === 0) return strings.chartDatasetNoRowMessage;
  const cellsOf = (row: unknown): readonly unknown[] => (Array.isArray(row) ? row : []);
  if (rows.every((row) => cellsOf(row).every(isEmptyCell))) return strings.chartDatasetEmptyMessage;
  const width = columns.length;
  const incomplete = rows.some((row) => cellsOf(row).length < width || cellsOf(row).slice(0, width).some(isEmptyCell));
  return incomplete ? strings.chartDatasetMissingDataMessage : null;
}

/** The name a new column gets: `Column {index}` with the first number no column has yet. */
export function nextColumnName(columns: readonly string[], strings: Pick<ChartDataStrings, 'chartNewColumnName'> = CHART_DATA_STRINGS): string {
  const taken = new Set(columns);
  let index = columns.length + 1;
  while (taken.has(interpolate(strings.chartNewColumnName, { index }))) index += 1;
  return interpolate(strings.chartNewColumnName, { index });
}

/** The grid with a column added at the end, every row given an empty cell for it. */
export function addChartColumn(grid: ChartGrid, name: string): ChartGrid {
  return { columns: [...grid.columns, name], rows: grid.rows.map((row) => [...row, '']) };
}

/** The grid without column `index` and its cells; the same grid when there is no such column. */
export function removeChartColumn(grid: ChartGrid, index: number): ChartGrid {
  if (!Number.isInteger(index) || index < 0 || index >= grid.columns.length) return grid;
  return { columns: grid.columns.filter((_, at) => at !== index), rows: grid.rows.map((row) => row.filter((_, at) => at !== index)) };
}

/** True when a cell of column `index` holds something typed: removing it loses that, so the editor asks first. */
export function chartColumnHasValues(grid: ChartGrid, index: number): boolean {
  return grid.rows.some((row) => (row[index] ?? '').trim() !== '');
}

/** True when a cell of row `index` holds something typed: removing it loses that, so the editor asks first. */
export function chartRowHasValues(grid: ChartGrid, index: number): boolean {
  return (grid.rows[index] ?? []).some((cell) => cell.trim() !== '');
}

/** The grid with column `index` renamed. */
export function renameChartColumn(grid: ChartGrid, index: number, name: string): ChartGrid {
  if (!Number.isInteger(index) || index < 0 || index >= grid.columns.length) return grid;
  return { ...grid, columns: grid.columns.map((column, at) => (at === index ? name : column)) };
}

/** The grid with an empty row added at the end. */
export function addChartRow(grid: ChartGrid): ChartGrid {
  return { ...grid, rows: [...grid.rows, grid.columns.map(() => '')] };
}

/** The grid without row `index`; the same grid when there is no such row. */
export function removeChartRow(grid: ChartGrid, index: number): ChartGrid {
  if (!Number.isInteger(index) || index < 0 || index >= grid.rows.length) return grid;
  return { ...grid, rows: grid.rows.filter((_, at) => at !== index) };
}

/** The grid with one cell set as typed (a short row is padded with empty cells up to it). */
export function setChartCell(grid: ChartGrid, row: number, column: number, value: string): ChartGrid {
  if (!Number.isInteger(row) || row < 0 || row >= grid.rows.length || !Number.isInteger(column) || column < 0 || column >= grid.columns.length) {
    return grid;
  }
  return {
    ...grid,
    rows: grid.rows.map((cells, at) => {
      if (at !== row) return cells;
      const next = grid.columns.map((_, index) => cells[index] ?? '');
      next[column] = value;
      return next;
    }),
  };
}

/** A number typed in a cell (`1,200.5`, ` 42 `); 0 for anything that is not one, so a chart never draws NaN. */
export function chartCellValue(cell: string | number | null | undefined): number {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  if (typeof cell !== 'string') return 0;
  const value = Number(cell.trim().replaceAll(',', ''));
  return Number.isFinite(value) ? value : 0;
}

/** A complete dataset read as a chart: the first column labels the rows, every other column is a series of numbers. */
export interface ChartSeries {
  labels: string[];
  series: Array<{ name: string; values: number[] }>;
}

/**
 * A dataset as chart series. With one column only, that column is both the labels and the one series
 * (a list of numbers); with more, the first names the rows and each other column is a series.
 */
export function chartSeries(dataset: ChartDataset): ChartSeries {
  const text = (cell: unknown): string => (typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '');
  const labels = dataset.rows.map((row) => text(row[0]));
  if (dataset.columns.length <= 1) {
    return { labels, series: [{ name: dataset.columns[0] ?? '', values: dataset.rows.map((row) => chartCellValue(row[0])) }] };
  }
  return {
    labels,
    series: dataset.columns.slice(1).map((name, index) => ({ name, values: dataset.rows.map((row) => chartCellValue(row[index + 1])) })),
  };
}
