import {
  CANCELLATION_POLICY_LABELS,
  type CancellationPolicy as Policy,
} from '@innkeep/contract/cancellation';

interface CancellationPolicyProps {
  policy: Policy;
  /**
   * The terms with this stay's dates (from the server's quote); before dates are chosen, the listing's one-line
   * summary (contract `cancellationPolicySummary`: its currency, its cleaning fee only if it has one).
   */
  terms: string;
  /** What cancelling now gives, when it matters (the reservation page). */
  now?: string | undefined;
}

/**
 * The listing's cancellation policy in words: the stay page, Book now, the reservation page (decision 0023). Plain
 * elements, styled by ./cancellation-policy.css in the entry's stylesheet (app/part-styles.css).
 */
export function CancellationPolicy({ policy, terms, now }: CancellationPolicyProps) {
  return (
    <div className="cancellation-policy" data-testid="cancellation-policy">
      <p className="text-sm cancellation-policy-strong">
        Cancellation policy: {CANCELLATION_POLICY_LABELS[policy]}
      </p>
      <p className="text-sm text-dimmed">{terms}</p>
      {now && (
        <p className="text-sm cancellation-policy-now" data-testid="cancellation-now">
          {now}
        </p>
      )}
    </div>
  );
}
