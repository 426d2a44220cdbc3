/** The five sign-up invitation variants of SPEC §2: a title, a description and four benefits each. */
import type { GatedFeature } from '@/lib/dialogs';

export interface Invitation {
  title: string;
  description: string;
  benefits: [string, string, string, string];
}

export const invitations: Record<GatedFeature, Invitation> = {
  dashboard: {
    title: 'Access Your Personal Dashboard',
    description:
      'Your reading life in one place: what you are reading, what your clubs are discussing and what is new for you.',
    benefits: [
      'See your current reads and reading progress at a glance',
      'Catch up on messages and mentions from your clubs',
      'Join reading challenges and track your goals',
      'Get personal recommendations as you read',
    ],
  },
  bookshelf: {
    title: 'Build Your Personal Book Shelf',
    description:
      'Keep every book you want to read, are reading and have read, with your ratings and reviews.',
    benefits: [
      'Shelve books as want to read, currently reading, read or did not finish',
      'Rate in half stars and write reviews, with spoiler warnings',
      'Bring your history over from Goodreads or StoryGraph',
      'Share your shelf with friends and clubs',
    ],
  },
  profile: {
    title: 'Create Your Reader Profile',
    description: 'Show the world what you read and find readers who love the same books.',
    benefits: [
      'Pick a username and tell readers about yourself',
      'Show your favourite books and latest reviews',
      'Follow readers with similar taste',
      'Build a reading identity that is yours',
    ],
  },
  settings: {
    title: 'Customize Your Experience',
    description: 'Make Bookhive look and behave the way you like.',
    benefits: [
      'Choose from 15 colour themes or make your own',
      'Switch between light and dark mode',
      'Manage your account, email and password',
      'See and sign out your devices',
    ],
  },
  authors: {
    title: 'Connect with Your Favorite Authors',
    description: 'Discover author pages, their books and what they are writing next.',
    benefits: [
      'Browse verified author pages',
      'Follow authors and hear about new releases',
      'Read articles written by authors',
      'Meet authors in club Q&As and discussions',
    ],
  },
};

export const invitationFooter = 'Join thousands of readers in meaningful book discussions.';
