import blocks from './home-blocks.module.css';

/** A section's room while its data comes. */
export function SectionPlaceholder({ height = 280 }: { height?: number }) {
  return <div className={blocks.placeholder} style={{ height }} />;
}
