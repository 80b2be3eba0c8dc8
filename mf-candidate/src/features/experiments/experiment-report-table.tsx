import type { ExperimentReport, VariantReport } from 'shared-api';
import { formatDollars, formatNumber } from 'shared-ui';
import { t } from '../../account-messages';
import { FigureTable } from '../../components/figures-table';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function conversionText(line: VariantReport): string {
  if (!line.conversion) return t('experiments.report.notEnoughData');
  const { estimate, low, high } = line.conversion;
  return t('experiments.report.interval', {
    estimate: percent(estimate),
    low: percent(low),
    high: percent(high),
  });
}

function perVisitorText(line: VariantReport): string {
  if (!line.dollarsPerVisitor) return t('experiments.report.notEnoughData');
  const { estimate, low, high } = line.dollarsPerVisitor;
  return t('experiments.report.interval', {
    estimate: formatDollars(estimate),
    low: formatDollars(low),
    high: formatDollars(high),
  });
}

/**
 * One experiment's figures per variant. Intervals are 95%: conversion by the Wilson score
 * interval, money per visitor by the normal approximation with the sample variance
 * (server/src/experiments/experiment-stats.ts); below the minimum sample, "Not enough data yet".
 */
export function ExperimentReportTable({ report }: { report: ExperimentReport }) {
  return (
    <FigureTable>
      <caption>{t('experiments.report.caption', { name: report.experiment.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('experiments.report.variant')}</th>
          <th scope="col">{t('experiments.report.visitors')}</th>
          <th scope="col">{t('experiments.report.gifts')}</th>
          <th scope="col">{t('experiments.report.raised')}</th>
          <th scope="col">{t('experiments.report.conversion')}</th>
          <th scope="col">{t('experiments.report.perVisitor')}</th>
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
