import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the site with the embedded catalogue', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiUrl: null,
      publicApiUrl: '',
      env: 'development',
      isProduction: false,
    });
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads the API host and trims a trailing slash', () => {
    const config = loadConfig({ API_URL: 'https://api.example.ru/', NODE_ENV: 'production', PORT: '8080' });
    expect(config).toMatchObject({
      apiUrl: 'https://api.example.ru',
      publicApiUrl: 'https://api.example.ru',
      port: 8080,
      isProduction: true,
    });
  });

  it('fails fast naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('serves metrics only where asked: a port of their own or a long bearer token', () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, token: null });
    const token = 'x'.repeat(32);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, token });
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${token} ${token}` })).toThrow(/METRICS_TOKEN/);
  });
});
