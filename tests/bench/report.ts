import type { Spread } from './stats';

export type Unit = 'ms' | 's' | 'MB' | 'kB' | 'pts';

/** One row of the table: a measurement, and the baseline it is compared with in the same run. */
export interface BenchRow {
  id: string;
  section:
    'Motor (Node)' | 'Navegador (Chromium)' | 'Paquete (gzip)' | 'Primera visita (Lighthouse móvil)' | 'Sandbox (Node)';
  label: string;
  unit: Unit;
  measured: Spread;
  baseline?: { label: string; measured: Spread };
  /** Baseline median ÷ measured median: above 1 means better than the baseline. */
  ratio?: number;
  /** The target this row answers, if any, and whether this run met it. */
  target?: { text: string; met: boolean };
  note?: string;
}

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  machine: { node: string; platform: string; cpus: number; loadAverage: number[] };
  settings: Record<string, number | string>;
  rows: BenchRow[];
  /** Anything the bench could not measure, and why. */
  skipped: string[];
}

const BYTES_PER_MB = 1024 * 1024;
const BYTES_PER_KB = 1000;

export function megabytes(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

export function kilobytes(bytes: number): number {
  return bytes / BYTES_PER_KB;
}

/** Baseline ÷ measured, or undefined when the measured median is zero. */
export function ratioOf(measured: Spread, baseline: Spread): number | undefined {
  return measured.median > 0 ? baseline.median / measured.median : undefined;
}

function number(value: number, unit: Unit): string {
  const digits = unit === 'ms' && value >= 100 ? 0 : 1;
  return value.toLocaleString('es-NI', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function amount(value: number, unit: Unit): string {
  return `${number(value, unit)} ${unit}`;
}

function ratioText(ratio: number | undefined): string {
  if (ratio === undefined) return '—';
  const digits = ratio >= 100 ? 0 : 2;
  return `${ratio.toLocaleString('es-NI', { minimumFractionDigits: digits, maximumFractionDigits: digits })}×`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The one markdown table the bench prints and docs/performance.md keeps. */
export function markdownTable(rows: readonly BenchRow[]): string {
  const header = [
    'Sección',
    'Medida',
    'Mediana',
    'Mín',
    'Máx',
    'Línea base: mediana (mín–máx)',
    'Razón base/medida',
    'Meta',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index < 2 ? ' --- ' : ' ---: ')).join('|')}|`,
  ];
  for (const row of rows) {
    const { measured, unit, baseline, target } = row;
    const baselineText = baseline
      ? `${baseline.label}: ${amount(baseline.measured.median, unit)} (${number(baseline.measured.min, unit)}–${number(baseline.measured.max, unit)})`
      : '—';
    const targetText = target ? `${target.text} ${target.met ? '✅' : '❌'}` : '';
    const details = [row.note, measured.runs.length > 1 ? `n=${measured.runs.length}` : undefined].filter(Boolean);
    const label = details.length > 0 ? `${row.label} (${details.join('; ')})` : row.label;
    const values = [
      row.section,
      label,
      amount(measured.median, unit),
      number(measured.min, unit),
      number(measured.max, unit),
      baselineText,
      ratioText(row.ratio),
      targetText,
    ];
    lines.push(`| ${values.map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}
