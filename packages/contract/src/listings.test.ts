import { ListingDraftInput, ListingPublishInput, listingSchemaFor } from './listings.ts';
import { LISTING_MESSAGES, PRICE_POSITIVE_MESSAGE } from './listings-constants.ts';
import { emptyListingFormValues, type ListingFormValues } from './listings-form.ts';
import { toListingFormData } from './listings-multipart.ts';
import { readListingMultipart } from './listings-multipart-read.ts';
import { countErrorsByTab, LISTING_TABS } from './listings-tabs.ts';
import { completeValues, errorsOf } from './listings-test-values.ts';
import {
  checkAttachmentFile,
  checkPhotoFile,
  isPdf,
  PHOTO_MESSAGES,
  photoProblem,
  sizeKb,
  sniffImage,
} from './listings-uploads.ts';
import { taxMessages } from './taxes-wire.ts';

describe('listing validation', () => {
  it('accepts a complete listing for publishing and normalises values', () => {
    const result = ListingPublishInput.parse(completeValues());
    expect(result).toMatchObject({
      price: 120.5,
      currency_code: 'EUR',
      room_type_id: 1,
      description: undefined,
    });
  });

  it.each(Object.keys(LISTING_MESSAGES))('publishing without %s gives its required message', (field) => {
    const values = { ...completeValues(), [field]: field === 'images' || field === 'rooms' ? [] : '' };
    const errors = errorsOf(ListingPublishInput, values);
    expect(errors[field]).toEqual([LISTING_MESSAGES[field as keyof typeof LISTING_MESSAGES]]);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('reports every missing publish field at once', () => {
    const errors = errorsOf(ListingPublishInput, emptyListingFormValues());
    expect(Object.keys(errors).sort()).toEqual(Object.keys(LISTING_MESSAGES).sort());
    expect(errors.bathroom_type_id).toEqual(['Room type is required']);
  });

  it('a draft needs only the name, property type and address', () => {
    expect(Object.keys(errorsOf(ListingDraftInput, emptyListingFormValues())).sort()).toEqual([
      'address',
      'external_listing_name',
      'property_type_id',
    ]);
    const draft = {
      ...emptyListingFormValues(),
      external_listing_name: 'X',
      property_type_id: 1,
      address: 'Y',
    };
    expect(ListingDraftInput.safeParse(draft).success).toBe(true);
    expect(listingSchemaFor(true)).toBe(ListingDraftInput);
  });

  it('still checks the form of optional values in a draft', () => {
    const draft = {
      ...emptyListingFormValues(),
      external_listing_name: 'X',
      property_type_id: 1,
      address: 'Y',
      price: 'abc',
      contact_email: 'not-an-email',
      phone_number: 'call me',
      check_in_time_start: '25:00',
      weekly_discount: 120,
      minimum_nights: 5,
      maximum_nights: 2,
      currency_code: 'XYZ',
    };
    const errors = errorsOf(ListingDraftInput, draft);
    expect(errors).toMatchObject({
      price: ['Price must be a number'],
      contact_email: ['Invalid email address'],
      phone_number: ['Phone number must have 5 to 20 digits, optionally after a +'],
      check_in_time_start: ['Check in time start must be a time such as 15:00'],
      weekly_discount: ['Weekly discount must be at most 100'],
      currency_code: ['Choose a currency that card payments accept'],
    });
  });

  it('checks cross-field rules once fields are valid', () => {
    const values = { ...completeValues(), minimum_nights: 5, maximum_nights: 2 };
    expect(errorsOf(ListingPublishInput, values).maximum_nights).toEqual([
      'Maximum nights must be at least the minimum nights',
    ]);
    const gaps = {
      ...completeValues(),
      allow_gaps_between_start: '2030-05-01',
      allow_gaps_between_end: '2030-04-01',
    };
    expect(errorsOf(ListingPublishInput, gaps).allow_gaps_between_end).toHaveLength(1);
  });

  it('reports cross-field rules together with the other field errors, in one pass', () => {
    const values = {
      ...completeValues(),
      external_listing_name: '',
      guests_included: 'two',
      price: 0,
      minimum_nights: 5,
      maximum_nights: 2,
      allow_gaps_between_start: '2030-05-01',
      allow_gaps_between_end: '2030-04-01',
    };
    const errors = errorsOf(ListingPublishInput, values);
    expect(errors).toMatchObject({
      external_listing_name: [LISTING_MESSAGES.external_listing_name],
      guests_included: ['Guests included must be a number'],
      price: [PRICE_POSITIVE_MESSAGE],
      maximum_nights: ['Maximum nights must be at least the minimum nights'],
      allow_gaps_between_end: ['Allow gaps between end must be on or after the start'],
    });
    // A draft keeps the stay-length rule beside its own errors, and still lets the price be 0.
    const draft = errorsOf(ListingDraftInput, { ...values, address: '' });
    expect(draft.maximum_nights).toEqual(['Maximum nights must be at least the minimum nights']);
    expect(draft.price).toBeUndefined();
  });

  it('a cross-field rule reads only fields that parsed: a failed one has its own error alone', () => {
    const errors = errorsOf(ListingPublishInput, {
      ...completeValues(),
      minimum_nights: 'five',
      maximum_nights: 2,
      price: 'abc',
      currency_code: 'XYZ',
    });
    expect(errors.minimum_nights).toEqual(['Minimum nights must be a number']);
    expect(errors.maximum_nights).toBeUndefined();
    expect(errors.price).toEqual(['Price must be a number']);
    // A 0 price in a currency not accepted: both are said at once.
    const zero = errorsOf(ListingPublishInput, { ...completeValues(), price: 0, currency_code: 'XYZ' });
    expect(zero.price).toEqual([PRICE_POSITIVE_MESSAGE]);
    expect(zero.currency_code).toEqual(['Choose a currency that card payments accept']);
    // Input that is not an object at all gets only that error.
    expect(errorsOf(ListingPublishInput, 'listing')).toEqual({ '': [expect.any(String)] });
  });

  it('refuses two photos or attachments with the same name and size', () => {
    const values = {
      ...completeValues(),
      images: [
        { id: 1, name: 'a.jpg', size: 10 },
        { name: 'a.jpg', size: 10 },
      ],
      attachments: [
        { name: 'b.pdf', size: 5, attachments_is_public: true },
        { name: 'b.pdf', size: 5, attachments_is_public: false },
      ],
    };
    const errors = errorsOf(ListingPublishInput, values);
    expect(errors.images).toEqual([PHOTO_MESSAGES.duplicate]);
    expect(errors.attachments).toEqual(['Some uploaded files already exist.']);
  });
});

describe('countErrorsByTab', () => {
  it('counts per tab in the error order with its hint', () => {
    const counts = countErrorsByTab({
      rooms: ['x'],
      price: ['Price is required'],
      currency_code: ['Currency code is required'],
      external_listing_name: ['External Listing Name is required'],
      images: ['x'],
      'rooms.0.quantity': ['x'],
    });
    expect(counts.map((c) => [c.tab.key, c.hint])).toEqual([
      ['basic_info', '1 required field(s) missing'],
      ['media', '1 image required'],
      ['price', '2 required field(s) missing'],
      ['bed_types', '2 bed type required'],
    ]);
  });

  it('does not call a filled-in but refused field missing: it counts it apart', () => {
    const counts = countErrorsByTab({
      price: [PRICE_POSITIVE_MESSAGE],
      currency_code: ['Currency code is required'],
      // react-hook-form's shape, as the browser counts it.
      maximum_nights: { type: 'custom', message: 'Maximum nights must be at least the minimum nights' },
      'taxes.0.name': [taxMessages.nameRequired],
    });
    expect(counts.map((c) => [c.tab.key, c.count, c.hint])).toEqual([
      ['price', 3, '1 required field(s) missing, 2 field(s) to fix'],
      ['booking', 1, '1 field(s) to fix'],
    ]);
  });

  it('lists the tabs in the error order', () => {
    expect(LISTING_TABS.map((t) => t.key).slice(0, 8)).toEqual([
      'basic_info',
      'address',
      'media',
      'price',
      'additional_info',
      'contact',
      'booking',
      'bed_types',
    ]);
  });
});

function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}
function jpegHeader(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
  const b = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...new Array(14).fill(0),
    0xff,
    0xc0,
    0,
    17,
    8,
    0,
    0,
    0,
    0,
    3,
  ]);
  new DataView(b.buffer).setUint16(25, height);
  new DataView(b.buffer).setUint16(27, width);
  return b;
}

describe('photo and attachment rules', () => {
  it('reads the size of PNG and JPEG headers', () => {
    expect(sniffImage(pngHeader(1100, 700))).toEqual({ format: 'png', width: 1100, height: 700 });
    expect(sniffImage(jpegHeader(1600, 900))).toEqual({ format: 'jpeg', width: 1600, height: 900 });
    expect(sniffImage(new TextEncoder().encode('GIF89a........'))).toBeNull();
  });

  it('judges type, then size, then dimensions', () => {
    expect(photoProblem(new TextEncoder().encode('hello'))).toBe('type');
    expect(photoProblem(pngHeader(1100, 700), 3_000_000)).toBe('size');
    expect(photoProblem(jpegHeader(900, 600))).toBe('dimensions');
    expect(photoProblem(jpegHeader(1024, 683))).toBeNull();
  });

  it('checks browser files with the upload messages', async () => {
    expect(await checkPhotoFile(new File([new TextEncoder().encode('text')], 'x.jpg'))).toBe(
      'x.jpg: Only JPG and PNG formats are allowed.',
    );
    expect(await checkPhotoFile(new File([jpegHeader(900, 600)], 'small.jpg'))).toBe(
      'small.jpg: Minimum size is 1024x683px.',
    );
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(pngHeader(2000, 2000));
    expect(await checkPhotoFile(new File([big], 'big.png'))).toBe('big.png: File exceeds 2 MB.');
    expect(await checkPhotoFile(new File([pngHeader(1100, 700)], 'ok.png'))).toBeNull();
    expect(await checkAttachmentFile(new File(['%PDF-1.4 ...'], 'a.pdf'))).toBeNull();
    expect(await checkAttachmentFile(new File(['hello'], 'a.pdf'))).toBe(
      'a.pdf: Only PDF files are allowed.',
    );
  });

  it('recognises PDFs by content and shows KB as bytes/1000', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
    expect(sizeKb(12_499)).toBe(12);
    expect(sizeKb(12_500)).toBe(13);
  });
});

describe('multipart layout', () => {
  async function roundTrip(values: ListingFormValues, draft: boolean, listingId?: number) {
    const fd = toListingFormData(values, { draft, listingId });
    const fields = new Map<string, string[]>();
    const files = { images: [] as File[], attachments: [] as File[] };
    for (const [name, value] of fd.entries()) {
      if (typeof value === 'string') fields.set(name, [...(fields.get(name) ?? []), value]);
      else if (name === 'images[]') files.images.push(value);
      else if (name === 'attachments[]') files.attachments.push(value);
    }
    return { fd, parsed: readListingMultipart(fields, files) };
  }

  it('flattens groups, skips empty values except booking settings and sends arrays as JSON', async () => {
    const values = { ...completeValues(), description: '', smallest_allowed_gap: '', tags: [3, 4] };
    const { fd } = await roundTrip(values, false, 9);
    expect(fd.get('draft')).toBe('0');
    expect(fd.get('listing_id')).toBe('9');
    expect(fd.has('description')).toBe(false);
    expect(fd.get('smallest_allowed_gap')).toBe('');
    expect(fd.get('tags')).toBe('[3,4]');
    expect(fd.get('rooms[0][quantity]')).toBe('2');
    expect(fd.get('additional_info_checked[auto_door_code]')).toBe('0');
    expect(fd.get('kitchen')).toBe('0');
    expect(JSON.parse(String(fd.get('existing_images')))).toEqual([
      { id: 7, position: 0, image_sequences: 'Front', vrbo_caption: '', engine_caption: '' },
    ]);
  });

  it('reads back what it builds, new files with their captions and order', async () => {
    const photo = new File([pngHeader(1100, 700)], 'new.png');
    const pdf = new File(['%PDF-1.4'], 'rules.pdf');
    const values: ListingFormValues = {
      ...completeValues(),
      amenities: { ...completeValues().amenities, kitchen: true },
      additional_info_checked: { auto_door_code: true, phone_based_door_code: false },
      images: [
        { name: 'new.png', size: photo.size, file: photo, vrbo_caption: 'V', engine_caption: 'E' },
        { id: 7, name: 'a.jpg', size: 1000, image_sequences: 'Front' },
      ],
      attachments: [
        { id: 3, name: 'old.pdf', size: 10, attachments_file_name: 'Old', attachments_is_public: false },
        {
          name: 'rules.pdf',
          size: pdf.size,
          file: pdf,
          attachments_file_name: 'Rules',
          attachments_is_public: true,
        },
      ],
    };
    const { parsed } = await roundTrip(values, true);
    expect(parsed.draft).toBe(true);
    expect(parsed.errors).toEqual({});
    expect(parsed.existingImages).toEqual([
      { id: 7, position: 1, image_sequences: 'Front', vrbo_caption: '', engine_caption: '' },
    ]);
    expect(parsed.newImages).toMatchObject([
      { position: 0, vrbo_caption: 'V', engine_caption: 'E', image_sequences: '' },
    ]);
    expect(parsed.existingAttachments).toEqual([
      { id: 3, attachments_file_name: 'Old', attachments_is_public: false },
    ]);
    expect(parsed.newAttachments).toMatchObject([
      { attachments_file_name: 'Rules', attachments_is_public: true },
    ]);
    const reparsed = ListingPublishInput.parse({ ...parsed.values, images: values.images });
    expect(reparsed).toMatchObject({
      price: 120.5,
      amenities: { kitchen: true, hot_tub: false },
      additional_info_checked: { auto_door_code: true, phone_based_door_code: false },
      rooms: [{ bed_type_id: 1, room_number: 1, quantity: 2 }],
    });
  });

  it('reports malformed JSON parts as field errors', () => {
    const fields = new Map([
      ['existing_images', ['{nope']],
      ['tags', ['1,2']],
    ]);
    const parsed = readListingMultipart(fields, { images: [], attachments: [] });
    expect(parsed.errors).toEqual({ images: ['Invalid photo list'], tags: ['Choose valid tags'] });
    expect(parsed.existingAttachments).toBeNull();
  });
});
