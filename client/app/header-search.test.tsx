import { describe, expect, it } from 'vitest';
import { renderHtml } from '../ui/test-render';
import { HeaderSearch, SEARCH_INPUT_ATTRIBUTES, SUGGESTIONS_LABEL } from './header-search';

/** The field and its list as a visitor's browser (and a screen reader) gets them, ids made comparable. */
function field(html: string): { input: string; list: string } {
  const ids = (text: string) => text.replace(/(id|aria-controls)="[^"]+"/g, '$1="…"');
  return {
    input: ids(html.match(/<input[^>]*>/)![0]),
    list: ids(html.match(/<ul[^>]*role="listbox"[^>]*><\/ul>/)![0]),
  };
}

describe('HeaderSearch', () => {
  const html = renderHtml(<HeaderSearch />);

  it('is a GET form to /search with a labelled combobox and its closed suggestions list', () => {
    expect(html).toMatch(/<form id="header-search" role="search"[^>]*action="\/search" method="get"/);
    expect(html).toContain('<label for="header-search-term" class="visually-hidden">Поиск по сайту</label>');
    expect(html).toMatch(/<input [^>]*name="term"/);
    const controls = html.match(/<input [^>]*aria-controls="([^"]+)"/)![1];
    expect(html).toContain(`<ul id="${controls}" role="listbox" aria-label="${SUGGESTIONS_LABEL}"`);
    expect(html).toContain('aria-expanded="false"');
  });

  it('renders the same field before and after its suggestions have loaded', async () => {
    const { SuggestingField } = await import('./search-suggestions');
    const loaded = renderHtml(
      <SuggestingField
        input={{ ref: { current: null }, value: '', onChange: () => undefined, ...SEARCH_INPUT_ATTRIBUTES }}
        listLabel={SUGGESTIONS_LABEL}
        onNavigate={() => undefined}
      />,
    );
    expect(field(loaded)).toEqual(field(html));
  });
});
