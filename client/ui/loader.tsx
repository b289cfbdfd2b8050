import type { LOADER_COLORS, LOADER_SIZES } from '../../shared/constants';

type LoaderSize = (typeof LOADER_SIZES)[number];
type LoaderColor = (typeof LOADER_COLORS)[number];

export interface LoaderProps {
  size?: LoaderSize;
  color?: LoaderColor;
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
}

/** A spinner (requirements §9: sizes small, large; colours blue, white). Respects reduced motion in CSS. */
export function Loader({ size = 'small', color = 'blue', label = 'Загрузка', className }: LoaderProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={['loader', `loader--${size}`, `loader--${color}`, className].filter(Boolean).join(' ')}
    >
      <span className="loader__spinner" aria-hidden="true" />
    </span>
  );
}
