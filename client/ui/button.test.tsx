import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES } from '../../shared/constants';
import { Button } from './button';
import { renderHtml } from './test-render';

describe('Button', () => {
  it('renders a <button type="button"> with size and variant classes', () => {
    const html = renderHtml(<Button>Найти</Button>);
    expect(html).toBe('<button type="button" class="btn btn--default btn--primary">Найти</button>');
  });

  it.each(BUTTON_SIZES)('supports the %s size', (size) => {
    expect(renderHtml(<Button size={size}>Ок</Button>)).toContain(`btn--${size}`);
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('supports the %s variant', (variant) => {
    expect(renderHtml(<Button variant={variant}>Ок</Button>)).toContain(`btn--${variant}`);
  });

  it('renders a site link when given `to`', () => {
    const html = renderHtml(
      <Button to="/promotions" size="large">
        Все акции
      </Button>,
    );
    expect(html).toBe('<a href="/promotions" class="btn btn--large btn--primary">Все акции</a>');
  });

  it('renders a plain link when given `href`', () => {
    const html = renderHtml(<Button href="tel:+74950000000">Позвонить</Button>);
    expect(html).toContain('<a class="btn btn--default btn--primary" href="tel:+74950000000">Позвонить</a>');
  });

  it('keeps a submit type and passes aria attributes', () => {
    const html = renderHtml(
      <Button type="submit" size="icon" aria-label="Поиск">
        x
      </Button>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('aria-label="Поиск"');
    expect(html).toContain('btn--icon');
  });
});
