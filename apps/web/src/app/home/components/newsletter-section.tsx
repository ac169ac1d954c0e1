import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import blocks from './home-blocks.module.css';

// Below the first screen, in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const NewsletterForm = lazyPart(() =>
  import('../../../features/content/components/newsletter-form.tsx').then((m) => m.NewsletterForm),
);

/** The newsletter: what it brings, and the form to subscribe. */
export function NewsletterSection() {
  return (
    <div className={`container-xl ${blocks.newsletterFrame}`}>
      <section className={blocks.newsletter} aria-labelledby="newsletter-heading">
        <div className={blocks.newsletterText}>
          <h2 id="newsletter-heading" className={blocks.heading}>
            Get travel ideas in your inbox
          </h2>
          <p className={blocks.newsletterLead}>
            New stays, seasonal deals and hosting tips. No spam; unsubscribe any time.
          </p>
        </div>
        <HydrateOnView load={NewsletterForm.preload}>
          <NewsletterForm />
        </HydrateOnView>
      </section>
    </div>
  );
}
