import type { SceneKind } from '../factories/scenes.factory.ts';

/** Site content for the demo: blog posts (newest last), reviews, subscribers, contact messages, blocked e-mails. */
export const DEMO_BLOGS: {
  title: string;
  short: string;
  long: string[];
  scene: SceneKind;
  daysAgo: number;
}[] = [
  {
    title: 'How to price your listing for the first season',
    short: 'Start a little below the market, collect reviews, then raise the price with confidence.',
    long: [
      'The first weeks of a new listing decide how it ranks for months. Guests trust reviews more than photos, so an empty calendar costs more than a slightly lower nightly price.',
      'Look at five comparable places within a kilometre: same number of bedrooms, similar amenities. Start about ten percent below their median and add a weekly discount so longer stays fill the gaps between weekends.',
      'After your first five reviews, raise the price in small steps and watch how far ahead guests book. If dates three weeks out are still filling quickly, you have room to go higher.',
    ],
    scene: 'house',
    daysAgo: 58,
  },
  {
    title: 'A long weekend in Lisbon, neighbourhood by neighbourhood',
    short: 'Tiled façades, tram 28 and the best custard tarts: where to stay and what to do in three days.',
    long: [
      'Alfama is the oldest quarter: steep lanes, laundry lines and fado drifting out of tiny taverns. Stay here for atmosphere and river views, but pack comfortable shoes.',
      'Bairro Alto sleeps all day and wakes at ten at night. Príncipe Real next door is calmer, with garden cafés, concept stores and the best sunset viewpoint in the city.',
      'On day three, take the train along the coast to Cascais or up to the palaces of Sintra — both are under an hour away and make a perfect escape from the city heat.',
    ],
    scene: 'apartment',
    daysAgo: 45,
  },
  {
    title: 'Five things guests notice first when they walk in',
    short: 'Light, smell, the bed, a clear place for keys and a Wi-Fi password they can find without asking.',
    long: [
      'First impressions happen in seconds. Open the curtains, switch on a lamp in every room and make sure the entrance smells of nothing at all — or of fresh coffee.',
      'Guests judge the whole stay by the bed. Good mattresses, two pillows each and crisp white linen are worth more than any decoration.',
      'Finally, put the Wi-Fi details, the check-out time and your phone number on one card by the door. Every question a guest does not need to ask is a better review.',
    ],
    scene: 'cottage',
    daysAgo: 31,
  },
  {
    title: 'Syncing your calendar with other channels without double bookings',
    short: 'Export your Innkeep calendar as iCal, import the others, and let the system block the dates.',
    long: [
      'If you list the same home on several sites, a shared calendar is the only thing standing between you and a double booking. Innkeep gives every listing a private iCal address you can paste into other channels.',
      'Import their calendars in return: booked nights appear as blocked dates within minutes, and Innkeep refuses any stay that overlaps them — even two guests clicking "Book" in the same second.',
      'Check the channel page once a week. A calendar that has not synced for a day usually means a changed link on the other side.',
    ],
    scene: 'loft',
    daysAgo: 20,
  },
  {
    title: 'Tokyo for first-timers: choosing where to stay',
    short: 'Shinjuku for energy, Yanaka for old Tokyo, Nakameguro for cafés and cherry blossom.',
    long: [
      'Tokyo is a city of villages. Shinjuku has the trains, the skyline and the late-night alleys; it is the easiest base if you plan day trips.',
      'For a slower pace, look east to Yanaka, one of the few districts that survived the war, full of temples, wooden houses and small craft shops.',
      'Nakameguro and Shimokitazawa are where Tokyo goes for coffee, records and vintage clothes. Book early for cherry-blossom season at the end of March.',
    ],
    scene: 'tower',
    daysAgo: 9,
  },
  {
    title: 'Welcoming families: a host checklist',
    short: 'A cot, socket covers, a step stool and a list of nearby playgrounds go a long way.',
    long: [
      'Families book earlier, stay longer and leave glowing reviews when the basics are covered. Keep a travel cot, a high chair and a stair gate in a cupboard and mention them in your description.',
      'Walk through your home at the height of a three-year-old: cover sockets, move cleaning products up high and put a non-slip mat in the bath.',
      'Leave a short list of the nearest playground, pharmacy and a restaurant that welcomes children. It takes ten minutes to write and guests will thank you for it.',
    ],
    scene: 'villa',
    daysAgo: 3,
  },
];

export const DEMO_REVIEWS = [
  [
    'Sofia',
    'Marques',
    'We booked the Alfama flat for a long weekend and did not want to leave. Spotless, quiet at night and the view from the balcony is unreal.',
  ],
  [
    'Daniel',
    'Okafor',
    'Booking took two minutes and the price on the calendar was exactly what we paid. The host answered within the hour.',
  ],
  [
    'Hannah',
    'Becker',
    'The Uetliberg chalet was the highlight of our trip. Hot tub under the stars, trails from the door, and the kids loved the bunk room.',
  ],
  [
    'Kenji',
    'Watanabe',
    'Great location in Shinjuku and very clear check-in instructions. I would stay again on my next business trip.',
  ],
  [
    'Emily',
    'Carter',
    'Our dog was as welcome as we were. The narrowboat is tiny but so well designed, and Little Venice is beautiful in the morning.',
  ],
  [
    'Lucas',
    'Fernández',
    'I manage three apartments in Barcelona with Innkeep. The calendar sync means no more double bookings and payments arrive without chasing.',
  ],
  [
    'Amara',
    'Ndlovu',
    'Camps Bay villa exactly as pictured. Sunset from the pool with the whole family was worth every rand.',
  ],
  [
    'Oliver',
    'Grant',
    'Clean, honest listing and a fair cleaning fee. The inquiry flow let us ask about a cot before committing — it was waiting for us.',
  ],
] as const;

export const DEMO_SUBSCRIBERS = [
  'clara.hoffmann@example.com',
  'tom.reyes@example.net',
  'priya.shah@example.org',
  'lukas.meier@example.ch',
  'aiko.tanaka@example.jp',
];

export const DEMO_CONTACTS = [
  {
    email: 'nina.patel@example.com',
    phone: '447700900456',
    message:
      'Hello! I have a two-bedroom flat in Porto and would like to know how the channel sync works before I sign up.',
    daysAgo: 12,
  },
  {
    email: 'marco.rossi@example.it',
    phone: '393471234567',
    message:
      'Is it possible to set a different price for weekends? I could not find the option in the listing form.',
    daysAgo: 7,
  },
  {
    email: 'j.smith@example.org',
    phone: '12125550148',
    message:
      'I paid for my booking but did not receive the confirmation e-mail. Could you check reservation for 14 March?',
    daysAgo: 3,
  },
  {
    email: 'events@example.co.za',
    phone: '27215550199',
    message:
      'We organise a conference in Cape Town in November and look for 10 apartments near the CTICC. Can we talk about a group rate?',
    daysAgo: 1,
  },
];

export const DEMO_BLOCKED_EMAILS = ['spam@blocked.test', 'chargeback@blocked.test'];
