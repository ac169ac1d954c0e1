import { z } from 'zod';
import { Email, idOf } from './common.ts';
import { besideFieldErrors, parsedFields } from './cross-field.ts';

/** The roles a host gives the people they invite (decision 0102). */
export const TEAM_ROLES = ['co-host', 'cleaner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  'co-host': 'Co-host: reservations, inbox and calendar of the listings chosen',
  cleaner: 'Cleaner: their own tasks',
};

/** Where each role's dashboard starts: the first page their role opens (the host's own dashboard is not theirs). */
export const teamHome: Record<TeamRole, string> = { 'co-host': '/reservations', cleaner: '/tasks' };

/** Stable texts: the web shows them as they come, tests compare them exactly. */
export const teamMessages = {
  roleInvalid: 'Choose co-host or cleaner',
  listingsRequired: 'Choose at least one listing for a co-host',
  listingInvalid: 'Choose your own listings',
  tooManyListings: 'Choose at most 200 listings',
  invited: (email: string) => `We sent an invitation to ${email}.`,
  alreadyInvited: 'This person is already on your team.',
  notYourself: 'You cannot invite yourself.',
  notFound: 'Team member not found',
  removed: 'Removed from your team.',
  // A new invitation to the same address replaces the old link (so a forwarded old e-mail stops working).
  tokenInvalid:
    'This invitation link is invalid, was used already, has expired or was replaced by a newer invitation. Use the latest invitation e-mail, or ask the host for a new one.',
  accepted: (hostName: string) => `You joined ${hostName}'s team.`,
  // Only the invited address can accept, and a member cannot leave a team themselves: the way out is said.
  otherTeam: 'You are already on a host’s team. Ask that host to remove you, then open this link again.',
  hostHasListings:
    'An account with its own listings cannot join a team. Ask the host to invite another e-mail address.',
  adminAccount:
    'An admin account cannot join a host’s team. Sign in with the invited address, or ask the host to invite another one.',
  otherAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in or sign up with that address to accept it.`,
  forbidden: 'Your role in this team does not give access to this.',
} as const;

const ListingIdItem = idOf(teamMessages.listingInvalid);

export const TeamInviteInput = z
  .object({
    email: Email,
    role: z.enum(TEAM_ROLES, { error: teamMessages.roleInvalid }),
    listing_ids: z
      .array(ListingIdItem, { error: teamMessages.listingInvalid })
      .max(200, teamMessages.tooManyListings)
      .default([]),
  })
  // With the field errors: a co-host without listings is said together with a mistyped e-mail.
  .superRefine((v, ctx) => {
    const parsed = parsedFields(ctx);
    if (parsed('role', 'listing_ids') && v.role === 'co-host' && v.listing_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['listing_ids'], message: teamMessages.listingsRequired });
    }
  }, besideFieldErrors);
export type TeamInviteInput = z.infer<typeof TeamInviteInput>;

export const TeamMember = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  listing_ids: z.array(z.number()),
  /** The member's account once they accepted; null while the invitation is open. */
  user_id: z.number().nullable(),
  name: z.string().nullable(),
  status: z.enum(['invited', 'expired', 'active']),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamListReply = z.object({ data: z.array(TeamMember) });
export type TeamListReply = z.infer<typeof TeamListReply>;
export const TeamInviteReply = z.object({ message: z.string(), data: TeamMember });

export const TeamAcceptInput = z.object({
  token: z
    .string({ error: teamMessages.tokenInvalid })
    .min(1, teamMessages.tokenInvalid)
    .max(200, teamMessages.tokenInvalid),
});
export type TeamAcceptInput = z.infer<typeof TeamAcceptInput>;

/** What the signed-in user is in a team: null when they are on none (a host of their own). */
export const TeamMembership = z.object({
  role: z.enum(TEAM_ROLES),
  host_name: z.string(),
  listing_ids: z.array(z.number()),
});
export type TeamMembership = z.infer<typeof TeamMembership>;
export const TeamMembershipReply = z.object({ data: TeamMembership.nullable() });
export type TeamMembershipReply = z.infer<typeof TeamMembershipReply>;
export const TeamAcceptReply = z.object({ message: z.string(), data: TeamMembership });
