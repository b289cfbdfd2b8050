/** Reads text as the browser laid it out: the lines of each matched element, found from each character's box. */
import type { Page } from '@playwright/test';

export function renderedLines(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const lines: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const charTop = Math.round(rect.top);
          if (top === null || charTop > top + 2) lines.push('');
          top = charTop;
          lines[lines.length - 1] += text[i];
        }
      }
      return lines.map((line) => line.trim());
    }),
  );
}
