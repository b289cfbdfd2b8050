import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen';
import { PhoneIcon } from './icons';

describe('ErrorScreen', () => {
  it('shows the required texts and a refresh button', () => {
    const html = renderToStaticMarkup(<ErrorScreen />);
    expect(html).toContain('Очень жаль, но <span class="nowrap">что-то</span> пошло не так');
    expect(html).toMatch(/<button type="button"[^>]*>Обновить<\/button>/);
    expect(html).toContain('<h1');
  });

  it('can add a message', () => {
    expect(renderToStaticMarkup(<ErrorScreen message="Сервис временно недоступен" />)).toContain(
      'Сервис временно недоступен',
    );
  });
});

describe('icons', () => {
  it('are hidden from assistive technology unless titled', () => {
    expect(renderToStaticMarkup(<PhoneIcon />)).toContain('aria-hidden="true"');
    const titled = renderToStaticMarkup(<PhoneIcon title="Телефон" />);
    expect(titled).toContain('role="img"');
    expect(titled).toContain('aria-label="Телефон"');
    expect(titled).not.toContain('aria-hidden');
  });
});
