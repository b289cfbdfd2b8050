import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('is a status with the Russian label', () => {
    const html = renderToStaticMarkup(<Loader />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Загрузка"');
    expect(html).toContain('loader--small');
    expect(html).toContain('loader--blue');
  });

  it('supports the large size and the white colour', () => {
    const html = renderToStaticMarkup(<Loader size="large" color="white" />);
    expect(html).toContain('loader--large');
    expect(html).toContain('loader--white');
  });
});
