import { describe, expect, it } from 'vitest';
import { renderHtml } from '../ui/test-render';
import { FALLBACK_SUBSCRIPTION } from './root-loader';
import { SubscribeBlock } from './subscription';
import { SubscriptionDialog } from './subscription-dialog';

describe('SubscribeBlock', () => {
  const html = renderHtml(<SubscribeBlock settings={FALLBACK_SUBSCRIPTION} />);

  it('sits at the subscribe anchor with the settings texts', () => {
    expect(html).toContain('<section id="subscribe"');
    expect(html).toContain(FALLBACK_SUBSCRIPTION.title);
    expect(html).toContain(FALLBACK_SUBSCRIPTION.text);
    expect(html).toContain(`>${FALLBACK_SUBSCRIPTION.buttonText}</button>`);
  });

  it('has a labelled e-mail field and a consent checkbox linking the consent page', () => {
    expect(html).toMatch(/<label for="([^"]+)-email"[^>]*>Электронная почта<\/label>/);
    expect(html).toContain('type="email"');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain(
      'href="/info/soglasie-na-obrabotku-personalnykh-dannykh" target="_blank" rel="noopener"',
    );
  });
});

describe('SubscriptionDialog', () => {
  it('is a modal dialog, closed and empty until the app state opens it', () => {
    const html = renderHtml(<SubscriptionDialog settings={FALLBACK_SUBSCRIPTION} />);
    expect(html).toMatch(/<dialog[^>]*role="dialog"[^>]*aria-modal="true"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).not.toContain(FALLBACK_SUBSCRIPTION.title);
  });
});
