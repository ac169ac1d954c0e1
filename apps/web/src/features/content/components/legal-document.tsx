import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta, useRouteEntry } from '../../../components/page-meta.tsx';

/** docs/requirements/wire.md#R-W12, R-W16: the three legal pages carry the same generic text, effective June 18, 2025, minimum age 16. */
export const LEGAL_EFFECTIVE_DATE = 'June 18, 2025';
export const MINIMUM_AGE = 16;

const sections: { heading: string; body: string[] }[] = [
  {
    heading: 'Who we are',
    body: [
      'Innkeep is a platform where guests find and book short-term stays and hosts list and manage their properties. These terms, together with our privacy and cookie practices described below, apply whenever you use the Innkeep website or its services.',
    ],
  },
  {
    heading: 'Using Innkeep',
    body: [
      `You must be at least ${MINIMUM_AGE} years old to use Innkeep. By using the site you confirm that you meet this age requirement and that the information you give us is accurate.`,
      'Do not misuse the service: no unlawful content, no attempts to break or overload the site, and no use of another person’s account or payment details.',
    ],
  },
  {
    heading: 'Bookings and payments',
    body: [
      'A stay is an agreement between the guest and the host. Prices, fees, house rules and availability are set by the host and shown before you book. Card payments are handled by our payment provider; we never store full card numbers.',
    ],
  },
  {
    heading: 'Your information',
    body: [
      'We collect what you give us (such as your name, e-mail address, phone number and booking details) and basic technical data needed to run the site. We use it to provide the service, to pass your inquiry or booking to the host, to send the e-mails you asked for and to keep the platform secure.',
      'We do not sell your personal information. You may ask us to see, correct or delete it, and you can unsubscribe from our newsletter at any time.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    body: [
      'We use only what the site needs to work: your browser’s storage keeps your sign-in session and the stay you are booking, and an offline cache keeps pages you viewed recently so they open on a weak connection. We do not use advertising cookies.',
    ],
  },
  {
    heading: 'Liability',
    body: [
      'We work to keep Innkeep available and accurate, but the site is provided as is. To the extent the law allows, we are not liable for losses arising from a host’s or guest’s conduct or from interruptions of the service.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We may update this text. The effective date at the top shows when it last changed; continuing to use Innkeep after a change means you accept the updated text.',
    ],
  },
];

/** A legal page: its title and description are its route's (packages/contract/src/routes.ts). */
export function LegalDocument() {
  const title = useRouteEntry()?.title;
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <PageMeta />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">Effective date: {LEGAL_EFFECTIVE_DATE}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.body.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)} lh={1.7}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
        <Stack gap="xs" component="section">
          <Title order={2} size="h3">
            Contact
          </Title>
          <Text lh={1.7}>Questions about this text? Reach us through the contact page.</Text>
          <List>
            <List.Item>
              <Anchor component={Link} to="/contact_us">
                Contact us
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Stack>
    </Container>
  );
}
