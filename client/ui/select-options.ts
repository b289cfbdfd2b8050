/**
 * A long `<select>`'s options as one HTML string, for `dangerouslySetInnerHTML`. React renders each
 * `<option>` as an element of its own: the search filters hold about 160 of them, a fifth of the search
 * page's elements and of its server render time, though they are plain text with nothing to hydrate. As
 * one string they cost one chunk on the server and one `innerHTML` in the browser. The chosen option
 * carries `selected`, so the form shows the right value before hydration and without JavaScript; after
 * hydration the select's `value` prop governs as usual. `</option>` is left out, as HTML allows (the next
 * option or the select's end closes one): 9 bytes × 290 options on the search page.
 */
import { escape as escapeHtml } from 'html-escaper';

export interface PlainOption {
  value: string;
  label: string;
}

export function optionsHtml(options: readonly PlainOption[], selected: string): string {
  let html = '';
  for (const o of options) {
    html += `<option value="${escapeHtml(o.value)}"${o.value === selected ? ' selected' : ''}>${escapeHtml(o.label)}`;
  }
  return html;
}

/** `optionsHtml(options, '')` with `selected` put on the option of `value` (none when no option has it). */
export function markSelected(html: string, value: string): string {
  const tag = `<option value="${escapeHtml(value)}">`;
  const at = html.indexOf(tag);
  return at < 0 ? html : `${html.slice(0, at + tag.length - 1)} selected>${html.slice(at + tag.length)}`;
}
