import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../shared/constants';
import { parseImageParams, validateSourcePath } from './params';
import { codeOf } from './test-fixtures';

describe('parseImageParams', () => {
  it('accepts every required width and defaults q to 75', () => {
    for (const w of IMAGE_WIDTHS) {
      expect(parseImageParams({ url: '/storage/a.jpg', w: String(w) })).toEqual({
        path: '/storage/a.jpg',
        width: w,
        quality: 75,
      });
    }
    expect(parseImageParams({ url: '/storage/a.jpg', w: '16', q: '1' }).quality).toBe(1);
    expect(parseImageParams({ url: '/storage/a.jpg', w: '16', q: '100' }).quality).toBe(100);
  });

  it('reads the short form s=<path under /storage/> as the same variant as url=', () => {
    expect(parseImageParams({ s: 'gallery/a b.jpg', w: '640' })).toEqual(
      parseImageParams({ url: '/storage/gallery/a b.jpg', w: '640' }),
    );
    expect(parseImageParams({ s: 'gallery/a.jpg', w: '640' }).path).toBe('/storage/gallery/a.jpg');
  });

  it('refuses a short form that escapes /storage/, is empty, or comes with url= too', () => {
    expect(codeOf(() => parseImageParams({ s: '../secret.jpg', w: '640' }))).toBe('BAD_URL');
    expect(codeOf(() => parseImageParams({ s: '/etc/passwd', w: '640' }))).toBe('BAD_URL');
    expect(codeOf(() => parseImageParams({ s: '', w: '640' }))).toBe('BAD_URL');
    expect(codeOf(() => parseImageParams({ s: ['a.jpg', 'b.jpg'], w: '640' }))).toBe('BAD_URL');
    expect(codeOf(() => parseImageParams({ s: 'a.jpg', url: '/storage/a.jpg', w: '640' }))).toBe('BAD_URL');
  });

  it('refuses arrays and objects (repeated or bracketed parameters)', () => {
    expect(codeOf(() => parseImageParams({ url: ['/storage/a.jpg'], w: '16' }))).toBe('BAD_URL');
    expect(codeOf(() => parseImageParams({ url: '/storage/a.jpg', w: ['16', '32'] }))).toBe('BAD_WIDTH');
    expect(codeOf(() => parseImageParams({ url: '/storage/a.jpg', w: '16', q: { a: 1 } }))).toBe(
      'BAD_QUALITY',
    );
  });
});

describe('validateSourcePath', () => {
  it('returns the percent-encoded path the source will be asked for', () => {
    expect(validateSourcePath('/storage/gallery/volga-1.jpg')).toBe('/storage/gallery/volga-1.jpg');
    expect(validateSourcePath('/storage/gallery/теплоход 1.jpg')).toBe(
      '/storage/gallery/%D1%82%D0%B5%D0%BF%D0%BB%D0%BE%D1%85%D0%BE%D0%B4%201.jpg',
    );
    expect(validateSourcePath('/storage/a..b.jpg')).toBe('/storage/a..b.jpg');
  });

  it.each([
    '/storage/..',
    '/storage/../../x',
    '/storage/%2e%2e/x',
    '/storage/%252e%252e/x',
    '/storage\\x',
    '/storage//x',
    '/storage/x/.',
    '/storage/x?',
    '/Storage/x.jpg',
    ' /storage/x.jpg',
    'javascript:alert(1)',
    'file:///storage/x',
  ])('refuses %j', (raw) => {
    expect(codeOf(() => validateSourcePath(raw))).toBe('BAD_URL');
  });
});
