import { Anchor, Typography } from '@mantine/core';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';

/**
 * Markdown typed by the team (blog long descriptions), rendered safely: no raw HTML (there is no rehype-raw,
 * and `skipHtml` drops any HTML the text carries), and only http(s), mailto, tel and same-site links survive
 * (react-markdown's URL filter empties `javascript:` and other schemes). Links leave in a new tab.
 */
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  // Pictures in the text are not part of a post (its image is): shown as their alt text.
  img: ({ alt }) => <span>{alt}</span>,
};

export function MarkdownText({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
