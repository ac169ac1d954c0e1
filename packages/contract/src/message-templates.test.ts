import {
  AutomationInput,
  automationDueAt,
  PLACEHOLDERS,
  type PlaceholderValues,
  parsePlaceholders,
  renderTemplate,
  SECRET_WITHHELD,
  TemplateInput,
  templateMessages,
  VALUE_MISSING,
} from './message-templates.ts';

const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `<${p}>`])) as PlaceholderValues;

describe('template placeholders', () => {
  it('finds the placeholders used and the unknown ones, each once', () => {
    expect(parsePlaceholders('Hi {guest_first_name}, {door_code} {guest_first_name} {doorcode} {x}')).toEqual(
      {
        used: ['guest_first_name', 'door_code'],
        unknown: ['doorcode', 'x'],
      },
    );
    // Braces that are not a placeholder word stay text.
    expect(parsePlaceholders('a { b } {} {1a} {guest first}')).toEqual({ used: [], unknown: [] });
  });

  it('renders every placeholder, a missing value as a phrase', () => {
    const body = PLACEHOLDERS.map((p) => `{${p}}`).join('|');
    const { text, withheld } = renderTemplate(body, values, { secretsOpen: true });
    expect(text).toBe(PLACEHOLDERS.map((p) => `<${p}>`).join('|'));
    expect(withheld).toBe(false);
    expect(
      renderTemplate('Key: {key_pickup}', { ...values, key_pickup: '  ' }, { secretsOpen: true }).text,
    ).toBe(`Key: ${VALUE_MISSING}`);
  });

  it('withholds the door code and the Wi-Fi before they may go out', () => {
    const { text, withheld } = renderTemplate(
      'Code {door_code}, Wi-Fi {wifi_name} / {wifi_password}, at {address}',
      values,
      { secretsOpen: false },
    );
    // Side by side, the Wi-Fi name and password say when they go out once.
    expect(text).toBe(`Code ${SECRET_WITHHELD}, Wi-Fi ${SECRET_WITHHELD}, at <address>`);
    expect(text).not.toContain('<door_code>');
    expect(withheld).toBe(true);
  });

  it('says once when joined secrets go out, on their line only; other words between keep both', () => {
    const render = (body: string) => renderTemplate(body, values, { secretsOpen: false }).text;
    expect(render('{wifi_name}, {wifi_password}; {door_code}')).toBe(SECRET_WITHHELD);
    expect(render('Wi-Fi: {wifi_name}\nDoor: {door_code}')).toBe(
      `Wi-Fi: ${SECRET_WITHHELD}\nDoor: ${SECRET_WITHHELD}`,
    );
    expect(render('{wifi_name} and {wifi_password}')).toBe(`${SECRET_WITHHELD} and ${SECRET_WITHHELD}`);
    expect(renderTemplate('{wifi_name} / {wifi_password}', values, { secretsOpen: true }).text).toBe(
      '<wifi_name> / <wifi_password>',
    );
  });

  it('refuses an unknown placeholder, naming it', () => {
    const result = TemplateInput.safeParse({ name: 'Welcome', body: 'Hello {guest_name}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['body'] });
    expect(result.error?.issues[0]?.message).toContain('{guest_name}');
    expect(TemplateInput.parse({ name: ' Welcome ', body: 'Hi {guest_first_name}' })).toEqual({
      name: 'Welcome',
      body: 'Hi {guest_first_name}',
    });
    expect(TemplateInput.safeParse({ name: 'x', body: 'a\u0000b' }).success).toBe(false);
  });

  it('refuses a placeholder in doubled braces, which would leave braces around the value', () => {
    const result = TemplateInput.safeParse({ name: 'Welcome', body: 'Hi {{guest_first_name}}!' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      templateMessages.doubledBraces('guest_first_name'),
    ]);
    expect(
      TemplateInput.safeParse({ name: 'Welcome', body: 'Hi {guest_first_name}, {see below}' }).success,
    ).toBe(true);
  });
});

describe('automations', () => {
  const moments = {
    confirmedAt: new Date('2030-03-01T10:00:00Z'),
    checkInAt: new Date('2030-03-10T15:00:00Z'),
    checkOutAt: new Date('2030-03-12T11:00:00Z'),
  };
  it('is due at its moment moved by the offset, never before confirmation', () => {
    expect(automationDueAt('booking_confirmed', 2, moments).toISOString()).toBe('2030-03-01T12:00:00.000Z');
    expect(automationDueAt('before_check_in', 48, moments).toISOString()).toBe('2030-03-08T15:00:00.000Z');
    expect(automationDueAt('after_check_in', 1, moments).toISOString()).toBe('2030-03-10T16:00:00.000Z');
    expect(automationDueAt('before_check_out', 0, moments).toISOString()).toBe('2030-03-12T11:00:00.000Z');
    expect(automationDueAt('after_check_out', 2, moments).toISOString()).toBe('2030-03-12T13:00:00.000Z');
    expect(automationDueAt('before_check_in', 720, moments).toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });

  it('checks its input', () => {
    expect(
      AutomationInput.parse({
        template_id: 1,
        trigger: 'before_check_in',
        offset_hours: 48,
        listing_ids: [3, 1, 3],
      }),
    ).toEqual({
      template_id: 1,
      trigger: 'before_check_in',
      offset_hours: 48,
      listing_ids: [1, 3],
      enabled: true,
    });
    expect(AutomationInput.safeParse({ template_id: 1, trigger: 'soon', offset_hours: 1 }).success).toBe(
      false,
    );
    expect(
      AutomationInput.safeParse({ template_id: 1, trigger: 'after_check_out', offset_hours: 721 }).success,
    ).toBe(false);
  });
});
