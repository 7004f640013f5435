import { describe, expect, it } from 'vitest';
import { config, loadConfig } from '@/config/config';

describe('configuration', () => {
  it('holds every constant with its specified value', () => {
    const production = loadConfig({ MODE: 'production' });
    expect(production).toMatchObject({
      apiBaseUrl: '/api/',
      apiTimeoutMs: 30000,
      retryAttempts: 3,
      sessionTimeoutMs: 3600000,
      idleTimeoutMs: 900000,
      idleWarningMs: 60000,
      activityThrottleMs: 1000,
      unauthorizedRedirectDelayMs: 300,
      tabSessionWaitMs: 500,
      tabSessionLateMs: 10000,
      featureFlags: { analytics: false, errorReporting: false, debug: false },
      logLevel: 'info',
      scope: 'Portal',
      managedProducts: ['factoring'],
      defaultCurrency: 'NIO',
      locale: 'es-NI',
      currencies: ['NIO', 'USD'],
      decimals: 2,
      otpMethod: 'sms',
      tour: { stepDelayMs: 300, autoStartDelayMs: 1000 },
      table: { defaultPageSize: 10, pageSizeOptions: [5, 10, 25, 50, 100] },
      version: '251024.1-main',
      storageKeys: {
        token: 'portal_token_prod',
        refreshToken: 'portal_refresh_token_prod',
        currentUser: 'portal_current_user_prod',
        accessSnapshot: 'portal_access_prod',
        recoveryFlow: 'portal_recovery_prod',
        sidebarCollapsed: 'sidebar_collapsed',
        completedTours: 'completed_tours',
      },
    });
  });

  it('logs at debug level in development', () => {
    expect(loadConfig({ MODE: 'development' }).logLevel).toBe('debug');
    expect(loadConfig({ MODE: 'production', VITE_LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.storageKeys)).toBe(true);
    expect(Object.isFrozen(config.table.pageSizeOptions)).toBe(true);
  });

  it('takes the API base URL from the environment', () => {
    expect(loadConfig({ VITE_API_BASE_URL: 'https://api.banco.example.ni/portal/' }).apiBaseUrl).toBe(
      'https://api.banco.example.ni/portal/',
    );
    expect(loadConfig({ VITE_API_BASE_URL: '' }).apiBaseUrl).toBe('/api/');
  });

  it('refuses an API base URL that does not end in /', () => {
    expect(() => loadConfig({ VITE_API_BASE_URL: '/api' })).toThrow(/VITE_API_BASE_URL: debe terminar en «\/»/);
  });

  it('refuses an API base URL that is neither a path nor http(s)', () => {
    expect(() => loadConfig({ VITE_API_BASE_URL: 'ftp://files.example/' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => loadConfig({ VITE_API_BASE_URL: 'api/' })).toThrow(/VITE_API_BASE_URL/);
  });

  it('takes the idle timeout from the environment', () => {
    expect(loadConfig({ VITE_IDLE_TIMEOUT_MS: '120000' })).toMatchObject({
      idleTimeoutMs: 120000,
      idleWarningMs: 60000,
    });
    expect(loadConfig({ VITE_IDLE_TIMEOUT_MS: '90000' })).toMatchObject({ idleTimeoutMs: 90000, idleWarningMs: 45000 });
  });

  it('polls for news every minute unless the environment sets another interval', () => {
    expect(loadConfig({}).notifications.pollIntervalMs).toBe(60_000);
    expect(loadConfig({ VITE_NOTIFICATION_POLL_MS: '5000' }).notifications.pollIntervalMs).toBe(5000);
    expect(() => loadConfig({ VITE_NOTIFICATION_POLL_MS: '10' })).toThrow(/VITE_NOTIFICATION_POLL_MS/);
  });

  it('always leaves at least 20 seconds to answer the idle warning (WCAG 2.2.1)', () => {
    expect(loadConfig({ VITE_IDLE_TIMEOUT_MS: '30000' })).toMatchObject({ idleTimeoutMs: 30000, idleWarningMs: 20000 });
    expect(loadConfig({ VITE_IDLE_TIMEOUT_MS: '15000' })).toMatchObject({ idleTimeoutMs: 15000, idleWarningMs: 15000 });
  });

  it('refuses an idle timeout that is not a whole number of milliseconds', () => {
    for (const value of ['abc', '1.5', '-5', '10']) {
      expect(() => loadConfig({ VITE_IDLE_TIMEOUT_MS: value })).toThrow(
        /Configuración inválida del portal.*VITE_IDLE_TIMEOUT_MS/,
      );
    }
  });

  it("stamps the build's version tag from the environment, the release tag by default", () => {
    expect(loadConfig({}).version).toBe('251024.1-main');
    expect(loadConfig({ VITE_APP_VERSION: '251107.2-main' }).version).toBe('251107.2-main');
    expect(() => loadConfig({ VITE_APP_VERSION: '<script>' })).toThrow(/VITE_APP_VERSION/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ VITE_API_BASE_URL: '/api', VITE_IDLE_TIMEOUT_MS: 'x', VITE_LOG_LEVEL: 'loud' })).toThrow(
      /VITE_API_BASE_URL.*VITE_IDLE_TIMEOUT_MS.*VITE_LOG_LEVEL/,
    );
  });
});
