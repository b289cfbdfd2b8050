import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Stable key when the label repeats. */
  id?: string;
}

export interface FactsProps {
  facts: readonly Fact[];
  /** The BEM block of the list's classes (`facts`, `facts__row`, …): a page with its own look names its own. */
  block?: string;
  className?: string;
}

/** Key facts as a description list; facts without a value are left out. */
export function Facts({ facts, block = 'facts', className }: FactsProps) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={[block, className].filter(Boolean).join(' ')}>
      {shown.map((fact) => (
        <div key={fact.id ?? fact.label} className={`${block}__row`}>
          <dt className={`${block}__label`}>{fact.label}</dt>
          <dd className={`${block}__value`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
