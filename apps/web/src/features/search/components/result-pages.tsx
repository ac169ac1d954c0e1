/** Previous and next page of the results, and where the guest is among them. */
export function ResultPages({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav className="search-results-pages" aria-label="Result pages">
      <button
        type="button"
        className="plain-button"
        data-variant="default"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous page
      </button>
      <p className="search-results-count text-sm">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className="plain-button"
        data-variant="default"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
