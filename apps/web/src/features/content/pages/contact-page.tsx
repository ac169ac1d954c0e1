import { contentMessages } from '@innkeep/contract/messages';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta.tsx';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';

// The form's code (react-hook-form, its fields) loads when the visitor first points at it or uses the page; its
// server HTML takes focus and text until then, and what was typed reaches the form once it is live.
const ContactForm = lazyPart(() => import('../components/contact-form.tsx').then((m) => m.ContactForm));

export default function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <PageMeta />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Title order={1}>Contact us</Title>
            <Text c="dimmed" size="lg">
              A question about a stay, a booking or hosting with Innkeep? Write to us and we will answer by
              e-mail, {contentMessages.contactReplyTime}.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <HydrateOnView load={ContactForm.preload} until="used">
              <ContactForm />
            </HydrateOnView>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
