/** A person's name as every surface writes it: first and last, either of which may be blank (a channel's guest). */
export const fullName = (first: string, last: string): string =>
  [first.trim(), last.trim()].filter(Boolean).join(' ');
