/** What the results are for (where, the dates and guests) and, once known, how many stays were found. */
export function ResultsHeading({
  where,
  summary,
  total,
}: {
  where: string;
  summary: string;
  /** Undefined until the first answer. */
  total: number | undefined;
}) {
  return (
    <div>
      <h2 className="search-results-title">
        {where ? `Stays in ${where}` : 'Stays for you'}
        {summary && <span className="search-results-summary">{summary}</span>}
      </h2>
      {total !== undefined && (
        <p className="search-results-count text-sm text-dimmed" aria-live="polite">
          {total === 1 ? '1 stay found' : `${total} stays found`}
        </p>
      )}
    </div>
  );
}
