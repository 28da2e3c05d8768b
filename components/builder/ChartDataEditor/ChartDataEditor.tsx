'use client';

import { useId, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import {
  CHART_DATA_STRINGS,
  CHART_TYPES,
  addChartColumn,
  addChartRow,
  chartColumnHasValues,
  chartRowHasValues,
  nextColumnName,
  removeChartColumn,
  removeChartRow,
  renameChartColumn,
  setChartCell,
  validateChartDataset,
  type ChartGrid,
  type ChartType,
} from '../../../logic/builder/chartData.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useConfirm } from '../../../hooks/shared/useConfirm.ts';
import { ConfirmProvider } from '../ConfirmModal/ConfirmProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { ChartPreview } from '../ChartPreview/ChartPreview.tsx';
import { BuilderFieldset } from '../fields/controls.tsx';
import {
  cell,
  columnHead,
  columnInput,
  headerCell,
  input,
  message,
  note,
  radio,
  root,
  rowHeader,
  scroller,
  table,
  toolbar,
  typeOption,
  types,
} from './ChartDataEditor.css.ts';

/** Props of {@link ChartDataEditor}. */
export interface ChartDataEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The grid (controlled). */
  value?: ChartGrid;
  /** The first grid (uncontrolled). @default one column, one empty row */
  defaultValue?: ChartGrid;
  /** Called with the grid after every edit, every typed cell kept. */
  onValueChange?: (grid: ChartGrid) => void;
  /** The chart variant previewed (controlled). */
  chartType?: ChartType;
  /** The first chart variant (uncontrolled). @default 'bar' */
  defaultChartType?: ChartType;
  /** Called when the owner picks another variant. */
  onChartTypeChange?: (type: ChartType) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The cross of a remove button; its name is the button's aria-label. */
function RemoveIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

/** Moves focus to the cell input at (row, column) of the grid, if there is one; row -1 is the column names. */
function focusCell(grid: HTMLElement, row: number, column: number): boolean {
  const target = grid.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`);
  if (!target) return false;
  target.focus();
  target.select();
  return true;
}

/**
 * The chart block's data editor (rendering spec, validation rules): a grid of named columns and rows, every cell a
 * labelled input (arrow keys move between cells), columns and rows added and removed (one holding values
 * after a question: it brings its own confirm dialog), the dataset
 * messages while the data is incomplete, and a preview as bar, line or pie of the last complete data.
 */
export function ChartDataEditor(props: ChartDataEditorProps) {
  return (
    <ConfirmProvider>
      <ChartDataEditorBody {...props} />
    </ConfirmProvider>
  );
}

function ChartDataEditorBody({
  value,
  defaultValue,
  onValueChange,
  chartType,
  defaultChartType = 'bar',
  onChartTypeChange,
  className,
  ...props
}: ChartDataEditorProps) {
  const strings = useStrings(CHART_DATA_STRINGS);
  const { confirm } = useConfirm();
  const [grid, setGrid] = useControllableState<ChartGrid>({
    value,
    defaultValue: defaultValue ?? { columns: [nextColumnName([], strings)], rows: [['']] },
    onChange: onValueChange,
  });
  const [type, setType] = useControllableState<ChartType>({ value: chartType, defaultValue: defaultChartType, onChange: onChartTypeChange });
  const problem = validateChartDataset(grid, strings);
  // The preview keeps the last complete data while the owner is part-way through an edit.
  const [lastValid, setLastValid] = useState<ChartGrid | null>(problem === null ? grid : null);
  if (problem === null && lastValid !== grid) setLastValid(grid);
  // Only a part-filled row keeps the last complete chart (said under it); with no column, no row or
  // nothing typed there is nothing to chart, and an old chart beside that message would mislead.
  const partFilled = problem === strings.chartDatasetMissingDataMessage;
  const preview = problem === null ? grid : partFilled ? lastValid : null;
  const stale = partFilled && lastValid !== null;
  const id = useId();
  const messageId = `${id}-message`;
  const typeNames: Record<ChartType, string> = { bar: strings.chartBarText, line: strings.chartLineText, pie: strings.chartPieText };

  // A column is named by what the owner typed, or by its place while its name is blank.
  const columnName = (index: number) => grid.columns[index]?.trim() || interpolate(strings.chartNewColumnName, { index: index + 1 });
  // A row or column holding typed values is removed only once the owner agrees; an empty one at once.
  const removeColumn = async (index: number) => {
    const asked =
      !chartColumnHasValues(grid, index) ||
      (await confirm({
        title: interpolate(strings.chartRemoveColumnTitle, { column: columnName(index) }),
        description: strings.chartRemoveColumnDescription,
        confirmLabel: strings.chartRemoveConfirm,
        destructive: true,
      }));
    if (asked) setGrid(removeChartColumn(grid, index));
  };
  const removeRow = async (index: number) => {
    const asked =
      !chartRowHasValues(grid, index) ||
      (await confirm({
        title: interpolate(strings.chartRemoveRowTitle, { row: index + 1 }),
        description: strings.chartRemoveRowDescription,
        confirmLabel: strings.chartRemoveConfirm,
        destructive: true,
      }));
    if (asked) setGrid(removeChartRow(grid, index));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.dataset.row === undefined) return;
    const row = Number(target.dataset.row);
    const column = Number(target.dataset.column);
    const atStart = target.selectionStart === 0 && target.selectionEnd === 0;
    const atEnd = target.selectionStart === target.value.length;
    const moves: Record<string, [number, number] | null> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      // Left and right move the caret inside a cell first, and leave it only at its edge.
      ArrowLeft: atStart ? [row, column - 1] : null,
      ArrowRight: atEnd ? [row, column + 1] : null,
    };
    const move = moves[event.key];
    if (move && focusCell(event.currentTarget, move[0], move[1])) event.preventDefault();
  };

  return (
    <div data-vitrine="chart-data-editor" data-state={problem === null ? 'valid' : 'invalid'} {...props} className={cx(root, className)}>
      <BuilderFieldset legend={strings.chartTypeLabel} className={types}>
        {CHART_TYPES.map((one) => (
          <label key={one} className={typeOption}>
            <input type="radio" className={radio} name={`${id}-type`} value={one} checked={type === one} onChange={() => setType(one)} />
            {typeNames[one]}
          </label>
        ))}
      </BuilderFieldset>
      <div className={toolbar}>
        <Button variant="secondary" size="small" onClick={() => setGrid(addChartColumn(grid, nextColumnName(grid.columns, strings)))}>
          {strings.chartAddColumnText}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setGrid(addChartRow(grid))}>
          {strings.chartAddRowText}
        </Button>
      </div>
      <div className={scroller}>
        <table className={table} aria-label={strings.chartDataEditorLabel} aria-describedby={problem ? messageId : undefined} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              <td />
              {grid.columns.map((column, index) => (
                <th key={String(index)} scope="col" className={headerCell}>
                  <span className={columnHead}>
                    <input
                      className={columnInput}
                      value={column}
                      aria-label={interpolate(strings.chartColumnNameLabel, { index: index + 1 })}
                      data-row={-1}
                      data-column={index}
                      onChange={(event) => setGrid(renameChartColumn(grid, index, event.target.value))}
                    />
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={interpolate(strings.chartRemoveColumnText, { column: columnName(index) })}
                      onClick={() => void removeColumn(index)}
                    >
                      <RemoveIcon />
                    </Button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <tr key={String(rowIndex)} data-state={row.some((value) => value.trim() === '') ? 'incomplete' : 'complete'}>
                <th scope="row" className={rowHeader}>
                  {interpolate(strings.chartRowText, { row: rowIndex + 1 })}
                </th>
                {grid.columns.map((_, columnIndex) => (
                  <td key={String(columnIndex)} className={cell}>
                    <input
                      className={input}
                      value={row[columnIndex] ?? ''}
                      aria-label={interpolate(strings.chartCellLabel, { column: columnName(columnIndex), row: rowIndex + 1 })}
                      aria-invalid={problem !== null && (row[columnIndex] ?? '').trim() === '' ? true : undefined}
                      data-row={rowIndex}
                      data-column={columnIndex}
                      onChange={(event) => setGrid(setChartCell(grid, rowIndex, columnIndex, event.target.value))}
                    />
                  </td>
                ))}
                <td className={cell}>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={interpolate(strings.chartRemoveRowText, { row: rowIndex + 1 })}
                    onClick={() => void removeRow(rowIndex)}
                  >
                    <RemoveIcon />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={messageId} className={message} role="status" data-part="message">
        {problem}
      </p>
      <ChartPreview dataset={preview} type={type} />
      {stale ? (
        <p className={note} data-part="stale-note">
          {strings.chartPreviewStaleText}
        </p>
      ) : null}
    </div>
  );
}
