import { EMAIL_PATTERN } from '@innkeep/contract/common';
import { Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import { PageMeta } from './page-meta.tsx';

interface LinkPageFrameProps {
  /** The tab's title, and the heading unless `heading` differs. */
  title: string;
  heading?: string;
  /** The link under the card. */
  back?: { to: string; label: string };
  children: ReactNode;
}

const HOME = { to: '/', label: 'Back to the home page' };

/**
 * The small centred card of the pages an e-mail's link opens (confirm an address, a newsletter link, a team
 * invitation), framed like the sign-in screens.
 */
export function LinkPageFrame({ title, heading = title, back = HOME, children }: LinkPageFrameProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <PageMeta title={title} />
      <Title order={1} fz={{ base: 26, sm: 30 }} ta="center" mb="lg">
        {heading}
      </Title>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={back.to} fw={600}>
          {back.label}
        </Anchor>
      </Text>
    </Container>
  );
}

/** The message of a failed link request: the field message (422) or the server's text (404). */
function linkFailure(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fieldError('token') ?? (error.message || fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What a link page says is wrong: `invalid` when the link has no token, the server's refusal of the token once
 * `request` failed, or null (nothing known to be wrong).
 */
export function linkPageFailure(
  token: string,
  request: { isError: boolean; error: unknown },
  invalid: string,
): string | null {
  if (!token) return invalid;
  return request.isError ? linkFailure(request.error, invalid) : null;
}

/** The token of the e-mail's link the page was opened with (`?token=…`), '' when it has none. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/**
 * The address the link names (`?email=…`), '' unless it is one: anyone can send a link to our pages with any
 * words in `email`, and they must not read as our own sentence.
 */
export function useLinkAddress(): string {
  const [params] = useSearchParams();
  const asked = params.get('email')?.trim().toLowerCase() ?? '';
  return EMAIL_PATTERN.test(asked) ? asked : '';
}

/**
 * A link page that acts as it opens (confirms an address or a sign-up): sends the link's token with `send`
 * once, as the link works once (React runs effects twice in development), and says what is wrong
 * (linkPageFailure).
 */
export function useSendLinkOnOpen(
  request: { isError: boolean; error: unknown },
  send: (token: string) => void,
  invalid: string,
): string | null {
  const token = useLinkToken();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
  return linkPageFailure(token, request, invalid);
}

/** What a link page shows while the server checks its token. */
export function LinkPageConfirming() {
  return (
    <Stack align="center" gap="xs">
      <Loader aria-hidden />
      <Text c="dimmed">Confirming…</Text>
    </Stack>
  );
}
