import type { ReactNode } from 'react';
import './expandable-list.css';

/** Terms with their values as a description list; the class sets its columns. */
export function FactList({ facts, className }: { facts: readonly [string, ReactNode][]; className: string }) {
  return (
    <dl className={`mijn-fact-list ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
