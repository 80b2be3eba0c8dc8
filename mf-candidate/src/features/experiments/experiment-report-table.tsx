import type { ExperimentReport, VariantReport } from 'shared-api';
import { NOT_ENOUGH_DATA } from 'shared-api/contracts';
import { formatDollars, formatNumber } from 'shared-ui';
import { FigureTable } from '../../components/figures-table';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function conversionText(line: VariantReport): string {
  if (!line.conversion) return NOT_ENOUGH_DATA;
  const { estimate, low, high } = line.conversion;
  return `${percent(estimate)} (${percent(low)} to ${percent(high)})`;
}

function perVisitorText(line: VariantReport): string {
  if (!line.dollarsPerVisitor) return NOT_ENOUGH_DATA;
  const { estimate, low, high } = line.dollarsPerVisitor;
  return `${formatDollars(estimate)} (${formatDollars(low)} to ${formatDollars(high)})`;
}

/**
 * One experiment's figures per variant. Intervals are 95%: conversion by the Wilson score
 * interval, money per visitor by the normal approximation with the sample variance
 * (server/src/experiments/experiment-stats.ts); below the minimum sample, "Not enough data yet".
 */
export function ExperimentReportTable({ report }: { report: ExperimentReport }) {
  return (
    <FigureTable>
      <caption>{report.experiment.name}: results by variant</caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Visitors</th>
          <th scope="col">Gifts</th>
          <th scope="col">Raised</th>
          <th scope="col">Conversion (95% interval)</th>
          <th scope="col">Money per visitor (95% interval)</th>
        </tr>
      </thead>
      <tbody>
        {report.variants.map((line) => (
          <tr key={line.variantId}>
            <th scope="row">{line.name}</th>
            <td>{formatNumber(line.visitors)}</td>
            <td>{formatNumber(line.gifts)}</td>
            <td>{formatDollars(line.raisedDollars)}</td>
            <td>{conversionText(line)}</td>
            <td>{perVisitorText(line)}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
