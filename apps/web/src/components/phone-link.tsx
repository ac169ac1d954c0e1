import { formatPhone } from '@innkeep/contract/phone';
import { Anchor, type AnchorProps } from '@mantine/core';

/** A phone number in international form ("+351 912 345 678"), a link that dials it (`tel:+351912345678`). */
export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  const { text, href } = formatPhone(phone);
  return (
    <Anchor href={href} {...props}>
      {text}
    </Anchor>
  );
}
