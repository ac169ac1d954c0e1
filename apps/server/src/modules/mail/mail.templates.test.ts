import { renderEmail } from './mail.templates.ts';

const TRIP = 'https://stay.example.com/reservation/PyJZQ2sM9eXueBQw4povcOG6N35lafYA';

describe('renderEmail on a phone', () => {
  it('links the web addresses written in its sentences, and lets them and long words break', () => {
    const mail = renderEmail({
      to: 'a@example.com',
      subject: 'Your booking',
      preheader: 'Links',
      paragraphs: [
        `Bairro Alto Loft, Jan 10, 2027 (reservation 130, paid): ${TRIP}`,
        `See ${TRIP}?a=1&b=2. Then write back.`,
        'A name with no spaces: Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      ],
      footnote: 'Unsubscribe: https://stay.example.com/newsletter/unsubscribe?token=22a7f6d706904',
    });
    // The address is a link that may break anywhere, the sentence around it stays escaped text.
    expect(mail.html).toContain(
      `(reservation 130, paid): <a href="${TRIP}" style="color:#2b8a3e;word-break:break-all">${TRIP}</a></p>`,
    );
    // The full stop after an address ends the sentence, not the link; the query is escaped.
    expect(mail.html).toContain(`See <a href="${TRIP}?a=1&amp;b=2" `);
    expect(mail.html).toContain('</a>. Then write back.');
    expect(mail.html).toContain(
      'Unsubscribe: <a href="https://stay.example.com/newsletter/unsubscribe?token=22a7f6d706904"',
    );
    // Every paragraph, the footnote included, wraps a word longer than the screen.
    const paragraphs = mail.html.match(/<p style="[^"]*"/g) ?? [];
    const body = paragraphs.filter((tag) => !tag.includes('font-size:12px'));
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const tag of body) expect(tag).toContain('overflow-wrap:anywhere');
    // The text part is unchanged: the address written out.
    expect(mail.text).toContain(`(reservation 130, paid): ${TRIP}`);
  });

  it('never turns anything but a web address into a link', () => {
    const mail = renderEmail({
      to: 'a@example.com',
      subject: 'x',
      preheader: 'x',
      paragraphs: ['javascript:alert(1) and <a href="https://evil.example">here</a>'],
    });
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('&lt;a href=&quot;');
    // The address inside the typed markup is linked as text, its quote left out of it.
    expect(mail.html).toContain('<a href="https://evil.example" style=');
  });
});
