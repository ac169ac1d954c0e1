import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSquarePlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';

/** The empty state: what a new host does first, and the button to do it. */
export function FirstListing({ drafts }: { drafts: number }) {
  // Inquiries only (no card payments on this site, decision 0065): there is nothing to connect.
  const cardPaymentsOff = usePaymentsConfig()?.enabled === false;
  return (
    <Card withBorder padding="xl" radius="md" maw={720} data-testid="first-listing">
      <ThemeIcon variant="light" size={48} radius="md" mb="sm">
        <IconSquarePlus size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {drafts > 0 ? 'Publish your first listing' : 'Welcome to Innkeep: let’s list your first place'}
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Your arrivals, occupancy and revenue appear here once guests can book you.
      </Text>
      <List type="ordered" spacing={4} mb="lg">
        <List.Item>Describe the place, add photos and set the nightly price.</List.Item>
        <List.Item>Publish it: guests find it in search straight away.</List.Item>
        <List.Item>
          {cardPaymentsOff
            ? 'Answer inquiries: card payments are not set up on this site, so you arrange the payment with each guest you approve.'
            : 'Connect card payments under Integrations to take bookings.'}
        </List.Item>
      </List>
      {drafts > 0 ? (
        <Button component={Link} to="/drafts" style={{ alignSelf: 'flex-start' }}>
          Finish your draft{drafts > 1 ? 's' : ''}
        </Button>
      ) : (
        <Button component={Link} to="/create_listing" style={{ alignSelf: 'flex-start' }}>
          Create your first listing
        </Button>
      )}
    </Card>
  );
}
