/**
 * 'Поделиться': makes a short link of the current page (createShortLink), copies it and offers the native
 * share sheet where the browser has one. Without JS it is a POST form to /share, whose action makes the
 * link and shows it on a page, so it works before hydration too.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PATHS, withParams } from '../../../shared/routes';
import { useBrowserApi } from '../../api';
import { useEscapeKey } from '../../app/close-on-escape';
import { CheckIcon, CloseIcon, ShareIcon } from '../../ui/icons';
import { shortUrlOf } from './short-url';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an old browser, an embedded view): select the text and use the old command.
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function ShareButton({ title, className }: { title: string; className?: string }) {
  const location = useLocation();
  const browserApi = useBrowserApi();
  const [status, setStatus] = useState<Status>('idle');
  const [link, setLink] = useState<{ for: string; url: string } | null>(null);
  const [message, setMessage] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // The page as another visitor should open it: without this visitor's request sent (`?sent=`, withParams).
  const current = `${location.pathname}${withParams(new URLSearchParams(location.search), {})}`;
  const shortUrl = link && link.for === current ? link.url : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shown = shortUrl !== null && open;

  // The opened panel takes the focus, to its link (Escape or its close button bring it back to the button),
  // and comes into view whole, again when «Ссылка скопирована» lengthens it: below the fold it opened unseen.
  // html's scroll-padding keeps it clear of the sticky header and of the comparison's dock (visitor-tools.css).
  useEffect(() => {
    if (shown) inputRef.current?.focus({ preventScroll: true });
  }, [shown]);
  useEffect(() => {
    if (shown) popoverRef.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, message]);

  async function ensureLink(): Promise<string | null> {
    if (shortUrl) return shortUrl;
    setStatus('loading');
    const result = await browserApi().createShortLink({ url: current });
    if (!result.ok) {
      setStatus('failed');
      setMessage('Не удалось создать ссылку. Попробуйте ещё раз.');
      return null;
    }
    const url = shortUrlOf(window.location.origin, result.data.code);
    setLink({ for: current, url });
    setStatus('ready');
    return url;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    const url = await ensureLink();
    if (!url) return;
    setOpen(true);
    // Phones have a share sheet people expect; elsewhere copying is what 'share' means.
    if (canShare && window.matchMedia('(pointer: coarse)').matches) {
      await onNativeShare();
      return;
    }
    // The panel renders the field on this state change; copy once it is there.
    requestAnimationFrame(() => {
      void copyText(url, inputRef.current).then((ok) =>
        setMessage(ok ? 'Ссылка скопирована' : 'Скопируйте ссылку из поля'),
      );
    });
  }

  /** The popover lies over the page: Escape or its close button puts it away and the focus back. */
  const close = useCallback(() => {
    setOpen(false);
    setMessage('');
    buttonRef.current?.focus();
  }, []);
  useEscapeKey(open, close);

  async function onNativeShare() {
    const url = await ensureLink();
    if (!url) return;
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the sheet: nothing to do.
    }
  }

  return (
    <div className={['share', className].filter(Boolean).join(' ')}>
      <form method="post" action={PATHS.share} onSubmit={onSubmit} className="share__form">
        <input type="hidden" name="url" value={current} />
        <button
          ref={buttonRef}
          type="submit"
          className="btn btn--default btn--secondary share__button"
          aria-controls={shown ? panelId : undefined}
          aria-expanded={shortUrl ? open : undefined}
          // Not `disabled`: a disabled button drops the focus (to <body>) while the link is made; onSubmit
          // ignores a second press meanwhile.
          aria-disabled={status === 'loading' ? true : undefined}
        >
          <ShareIcon size={18} />
          {status === 'loading' ? 'Создаём ссылку…' : 'Поделиться'}
        </button>
      </form>
      {/* Over the page below the button's row, so opening it moves nothing around it (share.css). */}
      <div ref={popoverRef} className="share__popover">
        {shown ? (
          <div id={panelId} className="share__panel">
            <button
              type="button"
              className="btn btn--icon btn--ghost share__close"
              aria-label="Закрыть"
              onClick={close}
            >
              <CloseIcon size={18} />
            </button>
            <label htmlFor={`${panelId}-url`} className="share__label">
              Короткая ссылка
            </label>
            <div className="share__row">
              <input
                ref={inputRef}
                id={`${panelId}-url`}
                className="field__input share__input"
                readOnly
                value={shortUrl}
                onFocus={(e) => e.currentTarget.select()}
              />
              {canShare ? (
                <button type="button" className="btn btn--default btn--primary" onClick={onNativeShare}>
                  Отправить
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
        <p className="share__status" role="status" aria-live="polite">
          {message === 'Ссылка скопирована' ? <CheckIcon size={16} /> : null}
          {message}
        </p>
      </div>
    </div>
  );
}
