import {
  IconAddressBook,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCash,
  IconChecklist,
  IconCreditCard,
  IconDiscount,
  IconFilePencil,
  IconLayoutDashboard,
  IconMailExclamation,
  IconMailOff,
  IconMessageBolt,
  IconMessageStar,
  IconMessages,
  IconNews,
  IconPlugConnected,
  IconRefresh,
  IconScale,
  IconSquarePlus,
  IconTags,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  description: string;
}

export const hostNav: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, description: 'Your overview' },
  { label: 'Listings', to: '/listings', icon: IconBuildingCommunity, description: 'Published listings' },
  { label: 'Drafts', to: '/drafts', icon: IconFilePencil, description: 'Listings not yet published' },
  { label: 'Create listing', to: '/create_listing', icon: IconSquarePlus, description: 'Add a new property' },
  {
    label: 'Integrations',
    to: '/integrations',
    icon: IconPlugConnected,
    description: 'Connect card payments',
  },
  {
    label: 'Payment methods',
    to: '/payment',
    icon: IconCreditCard,
    description: 'Take a payment for a guest',
  },
  {
    label: 'Reservations',
    to: '/reservations',
    icon: IconCalendarEvent,
    description: 'Inquiries and bookings',
  },
  { label: 'Inbox', to: '/inbox', icon: IconMessages, description: 'Conversations with guests' },
  {
    label: 'Automations',
    to: '/automations',
    icon: IconMessageBolt,
    description: 'Message templates that send themselves',
  },
  { label: 'Payouts', to: '/payouts', icon: IconCash, description: 'What you are paid, and when' },
  {
    label: 'Calendar',
    to: '/calendar',
    icon: IconCalendarMonth,
    description: 'Prices and dates of all listings',
  },
  {
    label: 'Pricing rules',
    to: '/pricing-rules',
    icon: IconDiscount,
    description: 'Last-minute, far-out, gap and long-stay prices',
  },
  {
    label: 'Channel manager',
    to: '/channel_manager',
    icon: IconRefresh,
    description: 'Sync calendars (iCal)',
  },
  { label: 'Tasks', to: '/tasks', icon: IconChecklist, description: 'Turnovers and other work' },
  { label: 'Team', to: '/team', icon: IconUserPlus, description: 'Co-hosts and cleaners' },
];

/** What a team member's navigation keeps (the server's access rule decides; this only hides the rest). */
export const teamNav: Record<'co-host' | 'cleaner', string[]> = {
  'co-host': ['/reservations', '/inbox', '/calendar', '/tasks'],
  cleaner: ['/tasks'],
};

/** Whether a team member's dashboard opens this path: their menu's pages (and pages below them) and their account. */
export function teamMayOpen(role: keyof typeof teamNav, pathname: string): boolean {
  if (pathname === '/user') return true;
  return teamNav[role].some((to) => pathname === to || pathname.startsWith(`${to}/`));
}

export const adminNav: NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: IconLayoutDashboard, description: 'Counts at a glance' },
  {
    label: 'Reservations',
    to: '/admin/reservations',
    icon: IconCalendarEvent,
    description: 'Find and cancel',
  },
  { label: 'Blogs', to: '/admin/blogs', icon: IconNews, description: 'Blog posts' },
  { label: 'Reviews', to: '/admin/reviews', icon: IconMessageStar, description: 'Guest reviews' },
  { label: 'Subscribers', to: '/admin/subscribes', icon: IconUsers, description: 'Newsletter subscribers' },
  { label: 'Contacts', to: '/admin/contacts', icon: IconAddressBook, description: 'Contact messages' },
  { label: 'Blocked e-mails', to: '/admin/blocked', icon: IconMailOff, description: 'Blocked contacts' },
  { label: 'Damage claims', to: '/admin/deposit-claims', icon: IconScale, description: 'Objected claims' },
  { label: 'Failed e-mails', to: '/admin/mail', icon: IconMailExclamation, description: 'Send again' },
  { label: 'Tags', to: '/admin/tags', icon: IconTags, description: 'Listing tags' },
];
