import type { ReactNode } from 'react';

/** What an empty value shows (a dash, on the listing details page). */
export const EMPTY = '—';

/** A value as shown, or the dash when there is none. */
export function dash(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

/**
 * One key figure in a small card: guests, bedrooms, beds… on the stay page and the host's listing details. Plain
 * elements (styles: fact.css, in the entry's stylesheet): the stay page draws four as it loads (decision 0108).
 */
export function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="fact">
      <span className="fact-icon">{icon}</span>
      <div>
        <p className="text-dimmed text-xs">{label}</p>
        <p className="fact-value">{value}</p>
      </div>
    </div>
  );
}
