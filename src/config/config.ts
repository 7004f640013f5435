import { z } from '@contract/zod';
import { logLevels, parseEnv, type Env, type LogLevel } from './env';

const positiveMs = z.int().check(z.positive());
const currency = z.enum(['NIO', 'USD']);

/** Every tunable constant of the portal (timeouts, page sizes, locale), plus the storage keys. */
export const configSchema = z.object({
  apiBaseUrl: z.string().check(z.endsWith('/')),
  apiTimeoutMs: positiveMs,
  retryAttempts: z.int().check(z.nonnegative()),
  sessionTimeoutMs: positiveMs,
  idleTimeoutMs: positiveMs,
  idleWarningMs: positiveMs,
  activityThrottleMs: positiveMs,
  unauthorizedRedirectDelayMs: z.int().check(z.nonnegative()),
  tabSessionWaitMs: positiveMs,
  tabSessionLateMs: positiveMs,
  notifications: z.object({
    pollIntervalMs: positiveMs,
    maxPollDelayMs: positiveMs,
    keptNotices: z.int().check(z.positive()),
  }),
  featureFlags: z.object({ analytics: z.boolean(), errorReporting: z.boolean(), debug: z.boolean() }),
  logLevel: z.enum(logLevels),
  scope: z.literal('Portal'),
  managedProducts: z.array(z.string().check(z.minLength(1))),
  defaultCurrency: currency,
  locale: z.string().check(z.minLength(2)),
  currencies: z.array(currency).check(z.minLength(1)),
  // Money is whole cents everywhere (contract/money.ts): two decimals, not a choice.
  decimals: z.literal(2),
  otpMethod: z.literal('sms'),
  tour: z.object({ stepDelayMs: z.int().check(z.nonnegative()), autoStartDelayMs: z.int().check(z.nonnegative()) }),
  table: z.object({
    defaultPageSize: z.int().check(z.positive()),
    pageSizeOptions: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  }),
  version: z.string().check(z.minLength(1)),
  storageKeys: z.object({
    token: z.string().check(z.minLength(1)),
    refreshToken: z.string().check(z.minLength(1)),
    currentUser: z.string().check(z.minLength(1)),
    accessSnapshot: z.string().check(z.minLength(1)),
    recoveryFlow: z.string().check(z.minLength(1)),
    sidebarCollapsed: z.string().check(z.minLength(1)),
    completedTours: z.string().check(z.minLength(1)),
    notifications: z.string().check(z.minLength(1)),
  }),
});

type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

export type Config = DeepReadonly<z.output<typeof configSchema>>;

const defaultIdleTimeoutMs = 900_000;
const defaultIdleWarningMs = 60_000;
/** WCAG 2.2.1: the user gets at least 20 seconds to answer the warning. */
const minimumIdleWarningMs = 20_000;

/**
 * The idle warning comes one minute before the end, so the user can stay signed in; for short
 * timeouts, halfway through, but never less than the 20 seconds WCAG 2.2.1 asks for (the whole timeout when it is shorter still).
 */
function idleWarning(idleTimeoutMs: number): number {
  const halfway = Math.floor(idleTimeoutMs / 2);
  return Math.min(idleTimeoutMs, Math.max(minimumIdleWarningMs, Math.min(defaultIdleWarningMs, halfway)));
}

/** Builds the configuration from the environment; throws a clear error when it is invalid. */
export function loadConfig(source: unknown): Config {
  const env: Env = parseEnv(source);
  const idleTimeoutMs = env.VITE_IDLE_TIMEOUT_MS ?? defaultIdleTimeoutMs;
  const candidate = {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '/api/',
    apiTimeoutMs: 30_000,
    retryAttempts: 3,
    sessionTimeoutMs: 3_600_000,
    idleTimeoutMs,
    idleWarningMs: idleWarning(idleTimeoutMs),
    activityThrottleMs: 1000,
    unauthorizedRedirectDelayMs: 300,
    // How long a new tab waits for an open tab to share its session before showing the login.
    tabSessionWaitMs: 500,
    // How much longer an answer is still taken, on the login page it went to meanwhile (a busy
    // tablet opening a second window can take seconds to answer).
    tabSessionLateMs: 10_000,
    notifications: {
      // How often a visible tab asks for news; after failures it waits twice as long each time, up to the maximum.
      pollIntervalMs: env.VITE_NOTIFICATION_POLL_MS ?? 60_000,
      maxPollDelayMs: 15 * 60_000,
      // The bell keeps the latest news only: older ones are on their screens.
      keptNotices: 30,
    },
    featureFlags: { analytics: false, errorReporting: false, debug: false },
    logLevel: env.VITE_LOG_LEVEL ?? defaultLogLevel(env.MODE),
    scope: 'Portal',
    managedProducts: ['factoring'],
    defaultCurrency: 'NIO',
    locale: 'es-NI',
    currencies: ['NIO', 'USD'],
    decimals: 2,
    otpMethod: 'sms',
    tour: { stepDelayMs: 300, autoStartDelayMs: 1000 },
    table: { defaultPageSize: 10, pageSizeOptions: [5, 10, 25, 50, 100] },
    // The release tag shown in the footer, unless the build stamps its own (VITE_APP_VERSION).
    version: env.VITE_APP_VERSION ?? '251024.1-main',
    storageKeys: {
      token: 'portal_token_prod',
      refreshToken: 'portal_refresh_token_prod',
      currentUser: 'portal_current_user_prod',
      accessSnapshot: 'portal_access_prod',
      recoveryFlow: 'portal_recovery_prod',
      sidebarCollapsed: 'sidebar_collapsed',
      completedTours: 'completed_tours',
      // Followed by the user id: each user's news and what they have read, on this device.
      notifications: 'portal_notifications_',
    },
  } satisfies z.input<typeof configSchema>;
  return deepFreeze(configSchema.parse(candidate));
}

/** Info in production, debug in development; unit tests only show warnings. */
function defaultLogLevel(mode: string): LogLevel {
  if (mode === 'production') return 'info';
  return mode === 'test' ? 'warn' : 'debug';
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((child) => {
      deepFreeze(child);
    });
    Object.freeze(value);
  }
  return value;
}

export const config: Config = loadConfig(import.meta.env);
