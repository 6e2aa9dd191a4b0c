import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, REPO_ROOT } from './config';

describe('configuration is read once and fails fast', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, '/srv/nivesh');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: '/srv/nivesh/data',
      logLevel: 'info',
      googleClientId: undefined,
      webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
      sessionTtlDays: 30,
      otpTtlSeconds: 300,
      otpMaxAttempts: 5,
      otpResendSeconds: 30,
      otpMaxSendsPerHour: 5,
      otpMaxSendsPerIpPerHour: 20,
      rateLimitPerMinute: 600,
      loginRateLimitPerMinute: 30,
      trustProxy: false,
      nseArchiveFetch: false,
      nseArchiveUrls: { archives: 'https://nsearchives.nseindia.com', api: 'https://www.nseindia.com' },
    });
  });

  it('turns the NSE archive fetcher on only when asked, at the hosts given (a trailing slash dropped)', () => {
    const config = loadConfig({
      NSE_ARCHIVE_FETCH: 'true',
      NSE_ARCHIVE_URL: 'http://mirror.local:8080/',
      NSE_API_URL: 'http://mirror.local:8080',
    });
    expect(config.nseArchiveFetch).toBe(true);
    expect(config.nseArchiveUrls).toEqual({
      archives: 'http://mirror.local:8080',
      api: 'http://mirror.local:8080',
    });
    expect(() => loadConfig({ NSE_ARCHIVE_URL: 'nse archives' })).toThrow(/NSE_ARCHIVE_URL/);
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        OTP_TTL_SECONDS: '0',
        TRUST_PROXY: 'maybe',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'OTP_TTL_SECONDS', 'TRUST_PROXY']) {
      expect(problems).toContain(name);
    }
    expect((caught as ConfigError).message).toContain('PORT: must be a port number');
  });

  it('treats empty values as unset and parses the rest', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: '1',
      DATA_DIR: '/var/x',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.trustProxy).toBe(1);
    expect(config.dataDir).toBe('/var/x');
  });

  it('documents every variable in .env.example, and its values load', () => {
    const example = readFileSync(resolve(REPO_ROOT, '.env.example'), 'utf8');
    const documented = Object.fromEntries(
      [...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    expect(Object.keys(documented).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(loadConfig(documented).port).toBe(3000);
  });
});
