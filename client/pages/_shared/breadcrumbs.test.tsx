import { describe, expect, it } from 'vitest';
import { expectToContainAll } from '../../../shared/expect-text.test-util';
import { renderHtml } from '../../ui/test-render';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  const html = renderHtml(
    <Breadcrumbs items={[{ title: 'Регионы', to: '/all-regions' }, { title: 'Волга </script>' }]} />,
  );

  it('renders a labelled trail with the current page last', () => {
    expectToContainAll(html, [
      '<nav aria-label="Навигационная цепочка"',
      'href="/"',
      '>Главная</a>',
      'href="/all-regions"',
      'aria-current="page">Волга &lt;/script&gt;</span>',
    ]);
  });

  it('adds BreadcrumbList JSON-LD that cannot close its script', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script');
    const data = JSON.parse(json);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Регионы', item: '/all-regions' },
      { '@type': 'ListItem', position: 3, name: 'Волга </script>' },
    ]);
  });
});
