import { messages } from '@innkeep/contract/common';
import { contentMessages, SubscribeInput } from '@innkeep/contract/content';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useTimeout } from '@mantine/hooks';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useSubscribe } from '../api/subscribe.ts';

/** Spec 4/9: validation runs 600 ms after typing stops; the thank-you stays 8 s. */
export const NEWSLETTER_DEBOUNCE_MS = 600;
export const NEWSLETTER_SUCCESS_MS = 8000;

function validate(email: string): string | null {
  const result = SubscribeInput.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
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
    if (touched) setError(validate(debounced));
  }, [debounced, touched]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(email);
    // Submitting judges the field now; the debounced check waits for the next keystroke, so it cannot
    // wipe the server's answer ('Email is blocked') when that arrives before the debounce fires.
    setTouched(false);
    setError(problem);
    if (problem) return;
    mutation.mutate(SubscribeInput.parse({ email }).email, {
      onSuccess: () => {
        setEmail('');
        setTouched(false);
        setError(null);
        setThanked(true);
        hideThanks.start();
      },
      onError: (failure) => {
        setError(
          isApiError(failure)
            ? (failure.fieldError('email') ?? failure.message)
            : 'Something went wrong. Please try again.',
        );
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter">
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
