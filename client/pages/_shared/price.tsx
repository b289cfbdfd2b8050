import type { Money } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format';

export const PRICE_ON_REQUEST = 'Цена по запросу';

/** `от 125 000 ₽ за человека`, with the line's own currency under it when it is not rubles. */
export function PriceFrom({
  rub,
  original,
  className,
}: {
  rub: Money | null;
  original?: Money | null;
  className?: string;
}) {
  const main = rub ?? original ?? null;
  const cls = ['price', className].filter(Boolean).join(' ');
  if (!main) return <p className={`${cls} price--request`}>{PRICE_ON_REQUEST}</p>;
  const showOriginal = Boolean(rub && original && original.currency !== rub.currency);
  return (
    <p className={cls}>
      <span className="price__main">{`от ${formatMoney(main)}`}</span>
      {showOriginal && original ? (
        <span className="price__original">{`от ${formatMoney(original)}`}</span>
      ) : null}
      <span className="price__caption">за человека</span>
    </p>
  );
}
