import classes from './guest-faq.module.css';

const questions = [
  {
    q: 'How do I book a stay?',
    a: 'Search for a destination, open a listing and choose your dates on its calendar. You see the full price straight away. Press Book now to pay by card and have the stay confirmed at once, or send the host an inquiry first if you have a question.',
  },
  {
    q: 'How do I pay?',
    a: 'By card, on the booking page. If your bank asks you to confirm the payment (3-D Secure), you do it there too. Your stay is confirmed as soon as the payment goes through, and the receipt comes by e-mail.',
  },
  {
    q: 'What happens after I send an inquiry?',
    a: 'The host gets your dates, the number of guests and the price you were shown. If the host approves, your dates are held for you and you get an e-mail with a link to pay by card and confirm the stay.',
  },
  {
    q: 'What does the price include?',
    a: 'The nightly price times the nights, any charge for guests above those included, and the cleaning fee, minus a weekly or monthly discount when it applies, plus the local tourist or city tax where the listing charges one, on its own line. Fees the host collects separately are marked as not included. A damage deposit, when the listing has one, is not part of the price and nothing is held on your card: you agree that up to that amount may be charged for damage the host reports within 7 days of check-out, and you are e-mailed the reason first.',
  },
  {
    q: 'Why can’t I pick some dates?',
    a: 'Past days and nights that are already booked or blocked by the host are greyed out. Your check-out day can be the first booked night, because the next guest arrives the day you leave.',
  },
  {
    q: 'Does sending an inquiry cost anything?',
    a: 'No. An inquiry is free and commits you to nothing: it asks the host about your dates without reserving them.',
  },
];

/**
 * Questions guests ask before their first booking: one `details` a question, in one group (`name`), so that
 * opening one closes the one open, as Mantine's accordion did, with no script (decision 0112).
 */
export function GuestFaq() {
  return (
    <div className={classes.faq}>
      {questions.map((item) => (
        <details key={item.q} name="guest-faq" className={classes.item}>
          <summary className={classes.question}>{item.q}</summary>
          <p className={classes.answer}>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
