import { describe, expect, it } from 'vitest';
import {
  a11yHtmlAttributes,
  a11yOfHtml,
  applyA11yChoice,
  DEFAULT_A11Y,
  parseA11y,
  serializeA11y,
} from './a11y';

describe('reading settings cookie', () => {
  it('writes only what differs from the default, and reads it back', () => {
    expect(serializeA11y(DEFAULT_A11Y)).toBe('');
    expect(serializeA11y({ textSize: 150, highContrast: true })).toBe('t150.hc');
    expect(serializeA11y({ textSize: 125, highContrast: false })).toBe('t125');
    expect(serializeA11y({ textSize: 100, highContrast: true })).toBe('hc');
    for (const value of ['t150.hc', 't125', 'hc']) expect(serializeA11y(parseA11y(value))).toBe(value);
  });

  it('falls back to the default on anything it does not know', () => {
    for (const value of [null, undefined, '', 't175', 't15', 'size:150', 'x'.repeat(500), 'hcx'])
      expect(parseA11y(value)).toEqual(DEFAULT_A11Y);
    expect(parseA11y('t999.hc')).toEqual({ textSize: 100, highContrast: true });
  });
});

describe('panel choices', () => {
  it('change one setting and keep the other; reset goes back to the default', () => {
    const large = applyA11yChoice(DEFAULT_A11Y, 'size-150');
    expect(large).toEqual({ textSize: 150, highContrast: false });
    const both = applyA11yChoice(large, 'contrast-on');
    expect(both).toEqual({ textSize: 150, highContrast: true });
    expect(applyA11yChoice(both, 'size-125')).toEqual({ textSize: 125, highContrast: true });
    expect(applyA11yChoice(both, 'contrast-off')).toEqual({ textSize: 150, highContrast: false });
    expect(applyA11yChoice(both, 'reset')).toEqual(DEFAULT_A11Y);
  });

  it('ignore a choice that is not offered', () => {
    const both = { textSize: 150, highContrast: true } as const;
    for (const choice of ['', 'size-200', 'size-', 'contrast', 'RESET']) {
      expect(applyA11yChoice(both, choice)).toEqual(both);
    }
  });
});

describe('attributes of <html>', () => {
  it('are none by default and round-trip through the rendered element', () => {
    expect(a11yHtmlAttributes(DEFAULT_A11Y)).toEqual({});
    const settings = { textSize: 125, highContrast: true } as const;
    const attributes = a11yHtmlAttributes(settings);
    expect(attributes).toEqual({ 'data-text-size': '125', 'data-contrast': 'high' });
    expect(a11yOfHtml({ getAttribute: (name) => attributes[name] ?? null })).toEqual(settings);
    expect(a11yOfHtml({ getAttribute: () => null })).toEqual(DEFAULT_A11Y);
  });
});
