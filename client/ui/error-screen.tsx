import { AlertIcon } from './icons';
import { Button } from './button';
import { Heading } from './heading';

const ERROR_SCREEN_TITLE = 'Очень жаль, но что-то пошло не так';
const ERROR_SCREEN_BUTTON = 'Обновить';

export interface ErrorScreenProps {
  /** An extra line under the title, e.g. 'Сервис временно недоступен'. */
  message?: string;
  /** Heading level of the title; 1 when the error screen is the page. */
  headingLevel?: 1 | 2;
  /** What the button does; by default reloads the page (requirements §2). */
  onRetry?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * The text with each hyphenated word (`что-то`) in a no-wrap span: browsers may break a line after any
 * hyphen, and `что-` at the end of a line with `то` below reads as a typo. The text itself is unchanged.
 */
function HyphenatedWordsUnbroken({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The fallback error screen (requirements §2): the title and an 'Обновить' button that reloads the page. */
export function ErrorScreen({ message, headingLevel = 1, onRetry = reloadPage }: ErrorScreenProps) {
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <AlertIcon className="error-screen__icon" size={48} />
      <Heading level={headingLevel} size="l" id="error-screen-title" className="error-screen__title">
        <HyphenatedWordsUnbroken text={ERROR_SCREEN_TITLE} />
      </Heading>
      {message ? <p className="error-screen__text">{message}</p> : null}
      <Button size="large" variant="primary" onClick={onRetry}>
        {ERROR_SCREEN_BUTTON}
      </Button>
    </section>
  );
}
