import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render.tsx';
import { MarkdownText } from './markdown-text.tsx';

function renderMarkdown(text: string) {
  return renderWithProviders(
    <div data-testid="post">
      <MarkdownText>{text}</MarkdownText>
    </div>,
  );
}

describe('MarkdownText', () => {
  it('renders the Markdown a post is written in', () => {
    renderMarkdown(
      '## Where to eat\n\nTry **pastéis** and *bifanas*.\n\n- Baixa\n- Alfama\n\n[Map](https://example.com/map)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Where to eat' })).toBeInTheDocument();
    expect(screen.getByText('pastéis').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Baixa', 'Alfama']);
    const link = screen.getByRole('link', { name: 'Map' });
    expect(link).toHaveAttribute('href', 'https://example.com/map');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('never turns stored HTML into live markup', () => {
    renderMarkdown(
      'Before <script>window.pwned = true</script> <img src=x onerror="window.pwned=true"> <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>\n\nAfter',
    );
    const post = screen.getByTestId('post');
    expect(post.querySelector('script, iframe, img, b, [onerror], [onclick]')).toBeNull();
    expect(post).toHaveTextContent('Before');
    expect(post).toHaveTextContent('After');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps no javascript:, data: or vbscript: link', () => {
    renderMarkdown(
      '[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html,<script>alert(1)</script>) [w](vbscript:msgbox) <javascript:alert(1)>',
    );
    const post = screen.getByTestId('post');
    for (const a of post.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    // Shown as text at most: no attribute anywhere carries such a URL.
    for (const el of post.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(post.querySelector('script')).toBeNull();
  });
});
