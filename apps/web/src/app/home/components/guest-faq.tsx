import { Accordion } from '@mantine/core';

const questions = [
  {
    q: 'How do I book a stay?',
    a: 'Search for a destination, open a listing and choose your dates on its calendar. You will see the full price straight away; press Book now to pay by card, or send the host an inquiry first.',
  },
  {
    q: 'What is the difference between an inquiry and Book now?',
    a: 'An inquiry asks the host about your dates without paying. If the host approves, you get an e-mail with a link to finish the booking. Book now pays at once and confirms the stay.',
  },
  {
    q: 'What does the price include?',
    a: 'The nightly price times the nights, any charge for guests above those included, the cleaning fee and the refundable damage deposit, minus a weekly or monthly discount when it applies. Fees the host collects separately are marked as not included.',
  },
  {
    q: 'Why can’t I pick some dates?',
    a: 'Past days and nights that are already booked or blocked by the host are greyed out. Your check-out day can be the first booked night, because the next guest arrives the day you leave.',
  },
  {
    q: 'Is my payment secure?',
    a: 'Card payments go through our payment provider; Innkeep never stores your card number.',
  },
];

/** Questions guests ask before their first booking. */
export function GuestFaq() {
  return (
    <Accordion variant="separated" radius="md" multiple={false}>
      {questions.map((item) => (
        <Accordion.Item key={item.q} value={item.q}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>{item.a}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
