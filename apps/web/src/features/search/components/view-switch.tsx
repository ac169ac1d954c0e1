/** Two or more pressed-or-not buttons: SegmentedControl's styles come only with the dashboard. */
export function ViewSwitch<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="search-results-switch" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="plain-button"
          data-variant={value === o.value ? 'filled' : 'default'}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
