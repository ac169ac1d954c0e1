import type { PhoneLinkWire } from '@innkeep/contract/common';
import { Anchor } from '@mantine/core';

/** A phone number as the server wrote it ("+351 912 345 678"), a link that dials it (`tel:+351912345678`). */
export function PhoneLink({ link }: { link: PhoneLinkWire }) {
  return <Anchor href={link.href}>{link.text}</Anchor>;
}
