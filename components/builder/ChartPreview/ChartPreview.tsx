'use client';

import { useId, type HTMLAttributes, type Ref } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath, Pie } from '@visx/shape';
import { CHART_DATA_STRINGS, CHART_TYPE_VARIANT, chartSeries, type ChartDataset, type ChartType } from '../../../logic/builder/chartData.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { axis, axisText, empty, fill, gridLine, legend, legendItem, legendValue, line, point, PALETTE_SIZE, root, svg, swatch } from './ChartPreview.css.ts';

/** Props of {@link ChartPreview}. */
export interface ChartPreviewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** A complete dataset (validateChartDataset found nothing); null shows the empty frame. */
  dataset: ChartDataset | null;
  /** The chart block variant drawn. @default 'bar' */
  type?: ChartType;
  /** The drawing's width in SVG units (it scales to its box). @default 480 */
  width?: number;
  /** The drawing's height in SVG units. @default 280 */
  height?: number;
  ref?: Ref<HTMLElement>;
}

/** Room around the plot: ticks' values on the left, row names under it. */
const MARGIN = { top: 16, right: 16, bottom: 36, left: 48 } as const;

/** A tick's value as the axis shows it (grouped, at most two decimals, in the page's locale). */
const tickText = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** The palette slot of the n-th series or slice. */
const slot = (index: number): string => String(index % PALETTE_SIZE);

/**
 * A chart block's preview (rendering spec, entities "Block variants": chart bar, line, pie) drawn with visx in the
 * theme's colours. The drawing is an image named after its type; the same numbers are in a table read
 * to screen readers, so nothing is only in the picture.
 */
export function ChartPreview({ dataset, type = 'bar', width = 480, height = 280, className, ...props }: ChartPreviewProps) {
  const strings = useStrings(CHART_DATA_STRINGS);
  const captionId = useId();
  const typeName = { bar: strings.chartBarText, line: strings.chartLineText, pie: strings.chartPieText }[type];
  const label = interpolate(strings.chartPreviewLabel, { type: typeName });
  const common = { 'data-vitrine': 'chart-preview', 'data-type': type, 'data-variant': CHART_TYPE_VARIANT[type], ...props };
  if (!dataset || dataset.rows.length === 0) {
    return (
      <figure {...common} data-state="empty" className={cx(root, className)} aria-label={label}>
        <p className={empty}>{strings.chartNoPreviewText}</p>
      </figure>
    );
  }
  const { labels, series } = chartSeries(dataset);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const values = series.flatMap((one) => one.values);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const x = scaleBand<number>({ domain: labels.map((_, index) => index), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [bottom, top === bottom ? bottom + 1 : top], range: [innerHeight, 0], nice: 4 });
  const band = x.bandwidth();
  const barWidth = band / Math.max(1, series.length);
  const ticks = y.ticks(4);
  const pieValues = series[0]?.values ?? [];

  return (
    <figure {...common} data-state="drawn" className={cx(root, className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={visuallyHidden}>
        {label}
      </figcaption>
      <svg className={svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-part="drawing">
        {type === 'pie' ? (
          <Group top={height / 2} left={width / 2}>
            <Pie data={pieValues.map((value, index) => ({ index, value: Math.max(0, value) }))} pieValue={(slice) => slice.value} outerRadius={Math.min(width, height) / 2 - MARGIN.top}>
              {(pie) =>
                pie.arcs.map((arc) => <path key={arc.data.index} d={pie.path(arc) ?? ''} className={fill[slot(arc.data.index)]} data-part="slice" />)
              }
            </Pie>
          </Group>
        ) : (
          <Group top={MARGIN.top} left={MARGIN.left}>
            {ticks.map((tick) => (
              <g key={tick} data-part="tick">
                <line className={gridLine} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text className={axisText} x={-8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                  {tickText(tick)}
                </text>
              </g>
            ))}
            <line className={axis} x1={0} x2={0} y1={0} y2={innerHeight} />
            <line className={axis} x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} />
            {labels.map((name, row) => (
              <text key={String(row)} className={axisText} x={(x(row) ?? 0) + band / 2} y={innerHeight + 22} textAnchor="middle" data-part="row-label">
                {name}
              </text>
            ))}
            {type === 'bar'
              ? series.flatMap((one, seriesIndex) =>
                  one.values.map((value, row) => (
                    <Bar
                      key={`${seriesIndex}-${row}`}
                      x={(x(row) ?? 0) + seriesIndex * barWidth}
                      y={Math.min(y(value), y(0))}
                      width={barWidth}
                      height={Math.abs(y(0) - y(value))}
                      className={fill[slot(seriesIndex)]}
                      data-part="bar"
                    />
                  )),
                )
              : series.map((one, seriesIndex) => (
                  <LinePath
                    key={one.name + String(seriesIndex)}
                    data={one.values}
                    x={(_, row) => (x(row) ?? 0) + band / 2}
                    y={(value) => y(value)}
                    className={line[slot(seriesIndex)]}
                    data-part="line"
                  />
                ))}
            {type === 'line'
              ? series.flatMap((one, seriesIndex) =>
                  one.values.map((value, row) => (
                    <circle key={`${seriesIndex}-${row}`} cx={(x(row) ?? 0) + band / 2} cy={y(value)} r={4} className={cx(point, fill[slot(seriesIndex)])} />
                  )),
                )
              : null}
          </Group>
        )}
      </svg>
      <ul className={legend} aria-hidden="true">
        {(type === 'pie' ? labels : series.map((one) => one.name)).map((name, index) => (
          <li key={name + String(index)} className={legendItem}>
            <svg className={swatch} viewBox="0 0 10 10">
              <rect width="10" height="10" className={fill[slot(index)]} />
            </svg>
            {name}
            {type === 'pie' ? <span className={legendValue}>{tickText(pieValues[index] ?? 0)}</span> : null}
          </li>
        ))}
      </ul>
      <table className={visuallyHidden}>
        <caption>{strings.chartDataTableCaption}</caption>
        <thead>
          <tr>
            {dataset.columns.map((column, index) => (
              <th key={String(index)} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.rows.map((row, rowIndex) => (
            <tr key={String(rowIndex)}>
              {dataset.columns.map((_, column) =>
                column === 0 ? (
                  <th key="0" scope="row">
                    {String(row[0] ?? '')}
                  </th>
                ) : (
                  <td key={String(column)}>{String(row[column] ?? '')}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
