import { Checkbox } from '@mantine/core';

interface MapFollowProps {
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  shown: number;
  found: number;
  onShowAll: () => void;
}

/**
 * Above the list beside the map (a wide screen): whether the list follows the map, and how many of the stays
 * are in its area. A chunk of its own (Mantine's Checkbox): a phone and the server never show it.
 */
export default function MapFollow({ follow, onFollowChange, shown, found, onShowAll }: MapFollowProps) {
  return (
    <div className="search-results-row">
      <Checkbox
        label="Update the list as I move the map"
        checked={follow}
        onChange={(e) => onFollowChange(e.currentTarget.checked)}
      />
      {shown < found && (
        <div className="search-results-row">
          <p className="search-results-count text-sm text-dimmed">
            {shown} of {found} in the map area
          </p>
          <button
            type="button"
            className="plain-button"
            data-variant="subtle"
            data-size="compact"
            onClick={onShowAll}
          >
            Show all on the map
          </button>
        </div>
      )}
    </div>
  );
}
