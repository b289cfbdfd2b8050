/**
 * 'Версия для слабовидящих' in the header: text size (А, А+, А++) and a high-contrast theme. A <details>
 * element opens the panel without JavaScript, and its form posts the pressed button to the page it is on
 * (server/middleware/a11y-post.ts). With JavaScript the choice applies in place: the document re-renders the
 * attributes of <html> and writes the cookie (a11y-settings.tsx).
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { A11Y_INTENT, applyA11yChoice, TEXT_SIZES, type TextSize } from '../../shared/a11y';
import { useA11y } from './a11y-settings';
import { useEscapeKey } from './close-on-escape';
import { IntentForm } from './intent-form';
import { EyeIcon } from '../ui/icons';

const A11Y_PANEL_TITLE = 'Версия для слабовидящих';

const SIZE_LABELS: Record<TextSize, { mark: string; name: string }> = {
  100: { mark: 'А', name: 'обычный размер текста' },
  125: { mark: 'А+', name: 'крупный текст, 125%' },
  150: { mark: 'А++', name: 'очень крупный текст, 150%' },
};

export function A11yPanel() {
  const { settings, change } = useA11y();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Escape or a click elsewhere puts the open panel away; Escape gives the focus back to its button.
  useEscapeKey(true, () => {
    const details = detailsRef.current;
    if (!details?.open) return;
    const focus = details.contains(document.activeElement);
    details.open = false;
    if (focus) details.querySelector('summary')?.focus();
  });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (button instanceof HTMLButtonElement) change(applyA11yChoice(settings, button.value));
  }

  return (
    <details ref={detailsRef} className="a11y">
      <summary className="btn btn--icon btn--ghost a11y__toggle" title={A11Y_PANEL_TITLE}>
        <EyeIcon />
        <span className="visually-hidden">{A11Y_PANEL_TITLE}</span>
      </summary>
      <IntentForm
        intent={A11Y_INTENT}
        className="a11y__panel"
        onSubmit={onSubmit}
        aria-label={A11Y_PANEL_TITLE}
      >
        <fieldset className="a11y__group">
          <legend className="a11y__legend">Размер текста</legend>
          <div className="a11y__sizes">
            {TEXT_SIZES.map((size) => (
              <button
                key={size}
                type="submit"
                name="choice"
                value={`size-${size}`}
                className={`btn btn--medium btn--secondary a11y__size a11y__size--${size}`}
                aria-pressed={settings.textSize === size}
              >
                <span aria-hidden="true">{SIZE_LABELS[size].mark}</span>
                <span className="visually-hidden">{SIZE_LABELS[size].name}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          name="choice"
          value={settings.highContrast ? 'contrast-off' : 'contrast-on'}
          className="btn btn--medium btn--secondary a11y__contrast"
          aria-pressed={settings.highContrast}
        >
          Высокий контраст
        </button>
        <button type="submit" name="choice" value="reset" className="btn btn--medium btn--ghost a11y__reset">
          Обычная версия
        </button>
      </IntentForm>
    </details>
  );
}
