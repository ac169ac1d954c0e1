import { messages } from '@innkeep/contract/messages';
import { teamMessages, teamRoleLabels } from '@innkeep/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerBy,
  bodiesSent,
  json,
  renderWithProviders,
  requestsSent,
  stubFetch,
} from '../../../test-render.tsx';
import TeamPage from './team-page.tsx';

// The invitation is checked with the contract's TeamInviteInput before it is sent (decision 0102).
const fetchMock = stubFetch();

let members: unknown[] = [];

function server(post?: () => Response) {
  fetchMock.mockImplementation(
    answerBy({
      'GET /api/listings': () => json(200, { data: [{ id: 3, external_listing_name: 'Harbour flat' }] }),
      'GET /api/team': () => json(200, { data: members }),
      'DELETE /api/team/7': () => {
        members = [];
        return json(200, { message: teamMessages.removed });
      },
      'POST /api/team': () => post?.() ?? json(422, { message: 'Invalid', errors: {} }),
    }),
  );
}

/** The page with the team so far (`members`), `post` answering an invitation; the user who works it. */
function renderPage(post?: () => Response) {
  server(post);
  renderWithProviders(<TeamPage />, { route: '/team' });
  return userEvent.setup();
}

describe('TeamPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    members = [];
  });

  it('names an active member and their address; an invitee, named by no one yet, by the address once', async () => {
    const member = {
      listing_ids: [],
      role: 'cleaner',
      created_at: '2026-11-01T10:00:00.000Z',
    } as const;
    members = [
      { ...member, id: 7, email: 'carla@example.com', user_id: 12, name: 'Carla Clean', status: 'active' },
      { ...member, id: 8, email: 'nina@example.com', user_id: null, name: null, status: 'invited' },
    ];
    renderPage();
    const active = (await screen.findByText('Carla Clean')).parentElement!;
    expect(active).toHaveTextContent('Carla Cleancarla@example.com · cleaner');
    const invited = screen.getAllByText(/nina@example\.com/);
    expect(invited).toHaveLength(1);
    expect(invited[0]!.parentElement).toHaveTextContent('nina@example.comcleaner');
  });

  it('asks before removing someone, and says they are removed', async () => {
    members = [
      {
        id: 7,
        email: 'co@example.com',
        role: 'co-host',
        listing_ids: [3],
        user_id: 12,
        name: 'Cora Host',
        status: 'active',
        created_at: '2026-11-01T10:00:00.000Z',
      },
    ];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove co@example.com' }));
    const ask = screen.getByRole('group', { name: 'Remove co@example.com?' });
    expect(ask).toHaveTextContent('They lose access at once');
    expect(requestsSent(fetchMock)).not.toContain('DELETE /api/team/7');
    await user.click(within(ask).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Remove co@example.com?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove co@example.com' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Remove co@example.com?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(teamMessages.removed);
    expect(await screen.findByText('Nobody yet.')).toBeInTheDocument();
  });

  it('says what is wrong with the invitation at once, and sends nothing', async () => {
    const user = renderPage();
    await screen.findByText('Nobody yet.');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      messages.emailInvalid,
    );
    expect(bodiesSent(fetchMock, 'POST /api/team')).toEqual([]);
  });

  it('asks a co-host for listings together with the e-mail, in one pass', async () => {
    const user = renderPage();
    await screen.findByText('Nobody yet.');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    // The dropdown is still mid-transition (display: none) when jsdom looks: the option is there to choose.
    await user.click(await screen.findByRole('option', { name: teamRoleLabels['co-host'], hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(teamMessages.listingsRequired)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/team')).toEqual([]);
  });

  it('sends a valid invitation, and shows a refusal of the server under its field', async () => {
    const user = renderPage(() =>
      json(422, { message: 'Invalid', errors: { email: [teamMessages.notYourself] } }),
    );
    await screen.findByText('Nobody yet.');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'cleaner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(teamMessages.notYourself)).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/team')).toEqual([
        { email: 'cleaner@example.com', role: 'cleaner', listing_ids: [] },
      ]),
    );
  });
});
