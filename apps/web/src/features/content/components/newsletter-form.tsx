import { contentMessages, messages } from '@innkeep/contract/messages';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useTimeout } from '@mantine/hooks';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-text.ts';
import { SCHEMA_UNAVAILABLE } from '../../../lib/lazy-zod-resolver.ts';
import { loadOnce } from '../../../lib/load-once.ts';
import { useSubscribe } from '../api/subscribe.ts';

/** docs/requirements/wire.md#R-W13, R-W16: validation runs 600 ms after typing stops; the thank-you stays 8 s. */
export const NEWSLETTER_DEBOUNCE_MS = 600;
export const NEWSLETTER_SUCCESS_MS = 8000;

/**
 * The schema loads when the reader first focuses the field: the pages that show this form start without
 * evaluating zod and building schemas (decision record 0017).
 */
const loadSchema = loadOnce(() => import('@innkeep/contract/content').then((m) => m.SubscribeInput));

/** The field's error and the address as the server takes it (trimmed, lower case), or the failure to check. */
async function validate(email: string): Promise<{ problem: string | null; address: string }> {
  try {
    const result = (await loadSchema()).safeParse({ email });
    if (result.success) return { problem: null, address: result.data.email };
    return { problem: result.error.issues[0]?.message ?? null, address: email };
  } catch {
    return { problem: SCHEMA_UNAVAILABLE, address: email };
  }
}

/**
 * The newsletter sign-up: one e-mail field and Subscribe, disabled while empty or while 'Please provide
 * valid email' shows. Success asks the reader to confirm from the inbox (double opt-in).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const [debounced] = useDebouncedValue(email, NEWSLETTER_DEBOUNCE_MS);
  const hideThanks = useTimeout(() => setThanked(false), NEWSLETTER_SUCCESS_MS);
  const mutation = useSubscribe();

  useEffect(() => {
    if (!touched) return;
    let current = true;
    void validate(debounced).then(({ problem }) => current && setError(problem));
    return () => {
      current = false;
    };
  }, [debounced, touched]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { problem, address } = await validate(email);
    // Submitting judges the field now; the debounced check waits for the next keystroke, so it cannot
    // wipe the server's answer ('Email is blocked') when that arrives before the debounce fires.
    setTouched(false);
    setError(problem);
    if (problem) return;
    mutation.mutate(address, {
      onSuccess: () => {
        setEmail('');
        setTouched(false);
        setError(null);
        setThanked(true);
        hideThanks.start();
      },
      onError: (failure) => {
        setError(
          isApiError(failure) ? (failure.fieldError('email') ?? failure.message) : SOMETHING_WENT_WRONG,
        );
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      aria-label="Newsletter"
    >
      <Group align="start" gap="sm" wrap="wrap">
        <TextInput
          label="Email address"
          placeholder="you@example.com"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setTouched(true);
            setThanked(false);
          }}
          error={error}
          leftSection={<IconMail size={18} aria-hidden />}
          size="md"
          style={{ flex: '1 1 240px' }}
        />
        <Button
          type="submit"
          size="md"
          mt={{ base: 0, xs: 27 }}
          disabled={email.trim() === '' || error === messages.newsletterEmailInvalid}
          loading={mutation.isPending}
        >
          Subscribe
        </Button>
      </Group>
      <div aria-live="polite">
        {thanked && (
          <>
            <Group gap={6} mt="sm" c="brand.8">
              <IconCircleCheck size={18} aria-hidden />
              <Text fw={600}>{contentMessages.subscribed}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {contentMessages.checkInbox}
            </Text>
          </>
        )}
      </div>
    </form>
  );
}
