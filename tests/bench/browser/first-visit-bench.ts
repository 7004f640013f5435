import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchRow } from '../report';
import { spread } from '../stats';
import { startSandbox } from './servers';

/** Lighthouse's targets for the first visit on a mobile network. */
export const FIRST_VISIT_TARGETS = { performanceScore: 95, firstContentfulPaintMs: 1800 } as const;

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface FirstVisitRun {
  performanceScore: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
}

/** One Lighthouse run, default (mobile) profile: simulated slow 4G and a 4× slower CPU, cold cache. */
async function lighthouseRun(url: string): Promise<FirstVisitRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const fcp = lhr?.audits['first-contentful-paint']?.numericValue;
    const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
    if (typeof score !== 'number' || fcp === undefined || lcp === undefined) {
      throw new Error(`Lighthouse no midió ${url}: ${lhr?.runtimeError?.message ?? 'sin resultado'}`);
    }
    return { performanceScore: Math.round(score * 100), firstContentfulPaintMs: fcp, largestContentfulPaintMs: lcp };
  } finally {
    chrome.kill();
  }
}

/** The first-visit rows: /auth/login of the built app on the sandbox, median of `runs` Lighthouse runs. */
export async function benchFirstVisit(settings: {
  runs: number;
  port: number;
  log: (line: string) => void;
}): Promise<BenchRow[]> {
  const sandbox = await startSandbox(settings.port);
  const runs: FirstVisitRun[] = [];
  try {
    for (let round = 1; round <= settings.runs; round += 1) {
      settings.log(`Primera visita: Lighthouse móvil en /auth/login (${round} de ${settings.runs})…`);
      runs.push(await lighthouseRun(`${sandbox.url}/auth/login`));
    }
  } finally {
    await sandbox.stop();
  }
  const section = 'Primera visita (Lighthouse móvil)' as const;
  const score = spread(runs.map((run) => run.performanceScore));
  const fcp = spread(runs.map((run) => run.firstContentfulPaintMs));
  const lcp = spread(runs.map((run) => run.largestContentfulPaintMs));
  return [
    {
      id: 'first-visit-performance',
      section,
      label: 'Inicio de sesión: puntuación de rendimiento',
      unit: 'pts',
      measured: score,
      target: {
        text: `≥ ${FIRST_VISIT_TARGETS.performanceScore}`,
        met: score.median >= FIRST_VISIT_TARGETS.performanceScore,
      },
    },
    {
      id: 'first-visit-fcp',
      section,
      label: 'Inicio de sesión: primer pintado con contenido (FCP)',
      unit: 'ms',
      measured: fcp,
      target: {
        text: `≤ ${FIRST_VISIT_TARGETS.firstContentfulPaintMs} ms`,
        met: fcp.median <= FIRST_VISIT_TARGETS.firstContentfulPaintMs,
      },
    },
    {
      id: 'first-visit-lcp',
      section,
      label: 'Inicio de sesión: mayor pintado con contenido (LCP)',
      unit: 'ms',
      measured: lcp,
    },
  ];
}
