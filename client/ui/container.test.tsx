import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTAINER_WIDTHS } from '../../shared/constants';
import { Container } from './container';
import { Heading } from './heading';

describe('Container', () => {
  it('is the default width by default', () => {
    expect(renderToStaticMarkup(<Container>x</Container>)).toBe(
      '<div class="container container--default">x</div>',
    );
  });

  it.each(CONTAINER_WIDTHS)('has a distinct class for the %s width', (width) => {
    const html = renderToStaticMarkup(<Container width={width}>x</Container>);
    expect(html).toMatch(/class="container container--[a-z]+"/);
  });

  it('gives every width its own class and can render another element', () => {
    const classes = CONTAINER_WIDTHS.map((width) => renderToStaticMarkup(<Container width={width} />));
    expect(new Set(classes).size).toBe(CONTAINER_WIDTHS.length);
    expect(renderToStaticMarkup(<Container as="section" width="containerS" />)).toBe(
      '<section class="container container--s"></section>',
    );
  });
});

describe('Heading', () => {
  it('separates the level from the visual size', () => {
    expect(renderToStaticMarkup(<Heading level={2}>Акции</Heading>)).toBe(
      '<h2 class="heading heading--l">Акции</h2>',
    );
    expect(
      renderToStaticMarkup(
        <Heading level={1} size="m">
          Круиз
        </Heading>,
      ),
    ).toBe('<h1 class="heading heading--m">Круиз</h1>');
  });
});
