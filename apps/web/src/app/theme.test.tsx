import { Alert, Drawer, MantineProvider, Modal, Notification } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** docs/requirements/public.md#R-P6: every close button has an accessible name, whoever draws it. */
const withTheme = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe("the theme's close buttons", () => {
  it('names the close button of a modal, a drawer, a notification and an alert "Close"', () => {
    withTheme(
      <>
        <Modal opened onClose={() => undefined} title="A modal">
          Body
        </Modal>
        <Drawer opened onClose={() => undefined} title="A drawer">
          Body
        </Drawer>
        <Notification onClose={() => undefined}>Saved</Notification>
        <Alert withCloseButton onClose={() => undefined} title="Heads up">
          Text
        </Alert>
      </>,
    );
    within(screen.getByRole('dialog', { name: 'A modal' })).getByRole('button', { name: 'Close' });
    within(screen.getByRole('dialog', { name: 'A drawer' })).getByRole('button', { name: 'Close' });
    // The notification's and the alert's.
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThanOrEqual(4);
    expect(
      screen.getAllByRole('button').filter((b) => !b.getAttribute('aria-label') && !b.textContent),
    ).toEqual([]);
  });

  it('keeps a name the caller gave', () => {
    withTheme(
      <Modal
        opened
        onClose={() => undefined}
        title="Photos"
        closeButtonProps={{ 'aria-label': 'Close photos' }}
      >
        Body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
