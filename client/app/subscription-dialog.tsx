/**
 * The modal version of the subscription form (requirements §4: closed at start; open, close, toggle): a chunk of
 * its own, loaded and mounted by the layout when it first opens (subscription-modal.tsx).
 */
import { useEffect, useId, useRef } from 'react';
import type { SubscriptionSettings } from '../../shared/api/schemas';
import { CloseIcon } from '../ui/icons';
import { useAppState } from './app-state';
import { SubscribeForm } from './subscription';

/**
 * A native `<dialog>` opened with showModal(): the rest of the page is inert (focus stays inside), Escape
 * closes it; focus goes back to whatever opened it.
 */
export function SubscriptionDialog({ settings }: { settings: SubscriptionSettings }) {
  const { subscriptionOpen, closeSubscription } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (subscriptionOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    } else if (!subscriptionOpen && dialog.open) {
      dialog.close();
    }
  }, [subscriptionOpen]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={() => {
        closeSubscription();
        returnFocusRef.current?.focus();
        returnFocusRef.current = null;
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      {subscriptionOpen ? (
        <div className="modal__panel">
          <button
            type="button"
            className="btn btn--icon btn--ghost modal__close"
            aria-label="Закрыть"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon size={22} />
          </button>
          <h2 id={titleId} className="heading heading--l modal__title">
            {settings.title}
          </h2>
          <p className="modal__text">{settings.text}</p>
          <SubscribeForm settings={settings} source="modal" variant="stacked" />
        </div>
      ) : null}
    </dialog>
  );
}
