/** A 16 px chevron in the text's colour, for plain previous and next buttons (the calendar, the photos). */
export function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden>
      <path d={back ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
