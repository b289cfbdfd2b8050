import { describe, expect, it } from 'vitest';
import { checkSourceContentType, chooseFormat, resolveOutputFormat, sniffFormat } from './formats';
import { codeOf, makeAlphaPng, makeHugeDeclaredPng, makePhoto, SVG } from './test-fixtures';

describe('sniffFormat', () => {
  it('recognises the web raster formats by their first bytes', async () => {
    expect(sniffFormat(await makePhoto())).toBe('jpeg');
    expect(sniffFormat(await makeAlphaPng())).toBe('png');
    expect(sniffFormat(makeHugeDeclaredPng())).toBe('png');
    expect(sniffFormat(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffFormat(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    const ftyp = (major: string, compatible: string) => {
      const box = Buffer.from(`\x00\x00\x00\x1cftyp${major}\x00\x00\x00\x00${compatible}`, 'latin1');
      return Buffer.concat([box, Buffer.alloc(16)]);
    };
    expect(sniffFormat(ftyp('avif', 'mif1miaf'))).toBe('avif');
    expect(sniffFormat(ftyp('mif1', 'miafavif'))).toBe('avif');
    expect(codeOf(() => sniffFormat(ftyp('heic', 'mif1heic')))).toBe('UNSUPPORTED_MEDIA');
  });

  it('refuses SVG, XML, HTML, PDF, TIFF and empty input', () => {
    for (const bytes of [
      SVG,
      Buffer.from('<?xml version="1.0"?><svg/>'),
      Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<!doctype html>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('II*\x00', 'latin1'),
      Buffer.alloc(0),
    ]) {
      expect(codeOf(() => sniffFormat(bytes))).toBe('UNSUPPORTED_MEDIA');
    }
  });
});

describe('checkSourceContentType', () => {
  it('allows raster types and generic bytes, refuses SVG and text', () => {
    for (const ok of ['image/jpeg', 'image/PNG; charset=binary', 'application/octet-stream', null]) {
      expect(codeOf(() => checkSourceContentType(ok))).toBeNull();
    }
    for (const bad of ['image/svg+xml', 'text/html', 'text/xml', 'image/tiff', 'application/pdf']) {
      expect(codeOf(() => checkSourceContentType(bad))).toBe('UNSUPPORTED_MEDIA');
    }
  });
});

describe('chooseFormat and resolveOutputFormat', () => {
  it('prefers avif, then webp, and honours q=0', () => {
    expect(chooseFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(chooseFormat('image/webp,*/*')).toBe('webp');
    expect(chooseFormat('image/avif;q=0, image/webp;q=0.5')).toBe('webp');
    expect(chooseFormat('image/*,*/*;q=0.8')).toBe('original');
    expect(chooseFormat(undefined)).toBe('original');
  });

  it('keeps JPEG and PNG sources in their format; others by transparency', () => {
    expect(resolveOutputFormat('original', 'jpeg', false)).toBe('jpeg');
    expect(resolveOutputFormat('original', 'png', false)).toBe('png');
    expect(resolveOutputFormat('original', 'webp', true)).toBe('png');
    expect(resolveOutputFormat('original', 'gif', false)).toBe('jpeg');
    expect(resolveOutputFormat('avif', 'png', true)).toBe('avif');
  });
});
