/**
 * Results of a run: every figure beside its target and its same-run baseline, written as JSON
 * (bench/results/latest.json) and as a markdown table (bench/results/latest.md, also printed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MachineInfo } from './machine.js';

type Comparison = '>=' | '<=';

export interface Target {
  op: Comparison;
  value: number;
}

export interface Figure {
  scenario: string;
  figure: string;
  unit: string;
  /** Null when the figure was skipped or its run failed. */
  value: number | null;
  /** Absolute goal of the issue, if any. */
  target?: Target;
  /** What the value is compared with, measured in the same run. */
  baseline?: { label: string; value: number; unit: string };
  /** Goal of value ÷ baseline: e.g. ≥ 1.3 for a rate, ≤ 4 for a time. */
  ratioTarget?: Target;
  /** value ÷ baseline. */
  ratio?: number;
  status: 'pass' | 'short' | 'info' | 'skipped' | 'failed';
  note?: string;
}

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo;
  settings: Record<string, unknown>;
  figures: Figure[];
  notes: string[];
  /** Per-case figures behind the table rows (e.g. each log-query filter case). */
  details: Record<string, unknown>;
}

function meets(value: number, target: Target): boolean {
  return target.op === '>=' ? value >= target.value : value <= target.value;
}

/** Fills in the ratio and the verdict of a measured figure. */
export function judge(figure: Omit<Figure, 'status' | 'ratio'> & { status?: Figure['status'] }): Figure {
  if (figure.value === null) return { ...figure, status: figure.status ?? 'skipped' };
  const ratio =
    figure.baseline && figure.baseline.value > 0 ? figure.value / figure.baseline.value : undefined;
  const checks: boolean[] = [];
  if (figure.target) checks.push(meets(figure.value, figure.target));
  if (figure.ratioTarget && ratio !== undefined) checks.push(meets(ratio, figure.ratioTarget));
  const status = figure.status ?? (checks.length === 0 ? 'info' : checks.every(Boolean) ? 'pass' : 'short');
  return { ...figure, ratio, status };
}

/** A server process's peak RSS, against the 300 MB every server process keeps under (issue 25). */
export function peakRssFigure(scenario: string, figure: string, valueMb: number | null): Figure {
  return judge({ scenario, figure, unit: 'MB', value: valueMb, target: { op: '<=', value: 300 } });
}

export function skipped(scenario: string, figure: string, unit: string, reason: string): Figure {
  return { scenario, figure, unit, value: null, status: 'skipped', note: reason };
}

function formatNumber(value: number, unit: string): string {
  const digits = unit === 'ms' && value < 100 ? 1 : unit === 'MB' ? 0 : value < 10 ? 2 : 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit ? `${text} ${unit}` : text;
}

function formatTarget(figure: Figure): string {
  const parts: string[] = [];
  const sign = (op: Comparison) => (op === '>=' ? '≥' : '≤');
  if (figure.target)
    parts.push(`${sign(figure.target.op)} ${formatNumber(figure.target.value, figure.unit)}`);
  if (figure.ratioTarget) parts.push(`${sign(figure.ratioTarget.op)} ${figure.ratioTarget.value} × baseline`);
  return parts.join(', ') || '—';
}

const VERDICT: Record<Figure['status'], string> = {
  pass: 'pass',
  short: '**short**',
  info: '—',
  skipped: 'skipped',
  failed: '**failed**',
};

function markdownTable(figures: readonly Figure[]): string {
  const lines = [
    '| scenario | figure | result | target | baseline (same run) | ratio | verdict |',
    '|---|---|---:|---|---|---:|---|',
  ];
  for (const f of figures) {
    const result = f.value === null ? '—' : formatNumber(f.value, f.unit);
    const baseline = f.baseline
      ? `${f.baseline.label}: ${formatNumber(f.baseline.value, f.baseline.unit)}`
      : '—';
    const ratio = f.ratio === undefined ? '—' : `${f.ratio.toFixed(2)} ×`;
    const verdict = VERDICT[f.status] + (f.note ? ` (${f.note})` : '');
    lines.push(
      `| ${f.scenario} | ${f.figure} | ${result} | ${formatTarget(f)} | ${baseline} | ${ratio} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

function markdownReport(report: BenchReport): string {
  const m = report.machine;
  const lines = [
    `# Beacon benchmarks — ${report.startedAt.slice(0, 10)}`,
    '',
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.platform}; Node ${m.node}; ` +
      `${m.postgres ? `PostgreSQL ${m.postgres}` : 'no PostgreSQL'}. Run took ${Math.round(report.durationSeconds)} s.`,
    '',
    markdownTable(report.figures),
  ];
  if (report.notes.length > 0) lines.push('', ...report.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

export async function writeReport(directory: string, report: BenchReport): Promise<string> {
  await mkdir(directory, { recursive: true });
  const markdown = markdownReport(report);
  await writeFile(path.join(directory, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(directory, 'latest.md'), markdown);
  return markdown;
}
