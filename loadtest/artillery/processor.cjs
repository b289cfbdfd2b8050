/**
 * Artillery hook: per route kind (the `kind` column of urls.csv), the response time, time to first byte,
 * the status, and the site's Server-Timing phases and cache outcome, as metrics named `site.<kind>.…`.
 */
'use strict';

const PHASES = new Set(['api', 'loaders', 'queue', 'shell', 'render']);

function recordKind(req, res, context, events, done) {
  const kind = context.vars.kind || 'unknown';
  const phases = (res.timings && res.timings.phases) || {};
  if (typeof phases.total === 'number') events.emit('histogram', `site.${kind}.response_time`, phases.total);
  if (typeof phases.firstByte === 'number') events.emit('histogram', `site.${kind}.ttfb`, phases.firstByte);
  events.emit('counter', `site.${kind}.status.${res.statusCode}`, 1);
  const timing = [res.headers['server-timing'], res.trailers && res.trailers['server-timing']]
    .filter(Boolean)
    .join(',');
  for (const entry of timing.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'dur' && PHASES.has(name)) {
        events.emit('histogram', `site.${kind}.server_timing.${name}`, Number(value));
      }
      if (key === 'desc' && name === 'cache') events.emit('counter', `site.${kind}.cache.${value}`, 1);
    }
  }
  return done();
}

module.exports = { recordKind };
