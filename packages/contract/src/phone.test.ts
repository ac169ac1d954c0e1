import { formatPhone, phoneLinkOf } from './phone.ts';

describe('formatPhone', () => {
  it('shows and dials a number in international form, however the country code was typed', () => {
    for (const typed of ['+351912345678', '351912345678', '00351 912 345 678', '+351 (912) 345-678']) {
      expect(formatPhone(typed)).toEqual({ text: '+351 912 345 678', href: 'tel:+351912345678' });
    }
    expect(formatPhone('+44 20 7946 0958')).toEqual({ text: '+44 20 7946 0958', href: 'tel:+442079460958' });
  });

  it('keeps a number it cannot place as typed, dialled by its digits', () => {
    expect(formatPhone('912 345')).toEqual({ text: '912 345', href: 'tel:912345' });
    expect(formatPhone('+44 12')).toEqual({ text: '+44 12', href: 'tel:+4412' });
  });

  it('groups a number typed with its "+" whose range the metadata does not know, if its length fits', () => {
    expect(formatPhone('+447700900123')).toEqual({ text: '+44 7700 900123', href: 'tel:+447700900123' });
  });

  it("is the wire's phone_link: null when no number was given", () => {
    expect(phoneLinkOf(null)).toBeNull();
    expect(phoneLinkOf('')).toBeNull();
    expect(phoneLinkOf('00351912345678')).toEqual({ text: '+351 912 345 678', href: 'tel:+351912345678' });
  });
});
