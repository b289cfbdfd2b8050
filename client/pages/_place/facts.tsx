import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Stable key when the label repeats. */
  id?: string;
}

/** Key facts as a description list; facts without a value are left out. */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={['facts', className].filter(Boolean).join(' ')}>
      {shown.map((fact) => (
        <div key={fact.id ?? fact.label} className="facts__row">
          <dt className="facts__label">{fact.label}</dt>
          <dd className="facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
