/**
 * One demo account per role, for the embedded demo (never seeded in production). The README
 * lists them; keep the two in step.
 */
import type { Role } from '../../contracts/roles.js';

export const demoPassword = 'Bookhive#Demo2026';

export interface DemoAccount {
  email: string;
  username: string;
  fullName: string;
  role: Role;
  bio: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'reader@bookhive.example',
    username: 'demoreader',
    fullName: 'Demo Reader',
    role: 'user',
    bio: 'Mostly literary fiction, with a soft spot for Le Guin and long Russian novels. Currently hosting a slow read of War and Peace.',
  },
  {
    email: 'superadmin@bookhive.example',
    username: 'superadmin',
    fullName: 'Sam Super',
    role: 'super_admin',
    bio: 'Keeps Bookhive running. Reads sci-fi on the train.',
  },
  {
    email: 'admin@bookhive.example',
    username: 'siteadmin',
    fullName: 'Ada Admin',
    role: 'admin',
    bio: 'Community admin and mystery devotee.',
  },
  {
    email: 'content@bookhive.example',
    username: 'contentadmin',
    fullName: 'Cora Content',
    role: 'content_admin',
    bio: 'Curates the catalogue and the blog. Poetry on Sundays.',
  },
  {
    email: 'finance@bookhive.example',
    username: 'financeadmin',
    fullName: 'Finn Finance',
    role: 'financial_admin',
    bio: 'Looks after club payouts and refunds.',
  },
  {
    email: 'affiliate@bookhive.example',
    username: 'affiliateadmin',
    fullName: 'Alex Affiliate',
    role: 'affiliate_admin',
    bio: 'Runs the bookshop partnerships.',
  },
  {
    email: 'support@bookhive.example',
    username: 'supportadmin',
    fullName: 'Sky Support',
    role: 'support_admin',
    bio: 'Answers your tickets, usually with a book recommendation attached.',
  },
];

/** Readers who make the community look lived-in. */
export const demoReaders: readonly Omit<DemoAccount, 'role'>[] = [
  {
    email: 'maya@bookhive.example',
    username: 'mayareads',
    fullName: 'Maya Chen',
    bio: 'Fantasy, found family and footnotes. 52 books a year, give or take a doorstopper.',
  },
  {
    email: 'tomas@bookhive.example',
    username: 'tomasb',
    fullName: 'Tomás Berger',
    bio: 'History and narrative non-fiction. Organiser of the Thursday night biography club.',
  },
  {
    email: 'priya@bookhive.example',
    username: 'priyapages',
    fullName: 'Priya Raman',
    bio: 'Romance reader, unapologetically. Will talk tropes for hours.',
  },
];
