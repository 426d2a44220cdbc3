/**
 * Club announcements (issue 11, item 6; SPEC §3 club_broadcasts): requests and responses. The
 * limits and messages are in club-broadcast-constants.ts, without zod.
 */
import { broadcastLimits, broadcastMessages } from './club-broadcast-constants.js';
import { clubPersonSchema } from './clubs.js';
import { z } from './zod.js';

export * from './club-broadcast-constants.js';

export const clubBroadcastSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Plain text; line breaks are the author's. */
  body: z.string(),
  author: clubPersonSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ClubBroadcast = z.infer<typeof clubBroadcastSchema>;

export const clubBroadcastListSchema = z.object({
  broadcasts: z.array(clubBroadcastSchema),
  abilities: z.object({ post: z.boolean() }),
});
export type ClubBroadcastList = z.infer<typeof clubBroadcastListSchema>;

/** An announcement on the dashboard: which club it came from. */
export const myBroadcastsSchema = z.object({
  broadcasts: z.array(
    clubBroadcastSchema.extend({
      club: z.object({ name: z.string(), slug: z.string(), path: z.string() }),
    }),
  ),
});
export type MyBroadcasts = z.infer<typeof myBroadcastsSchema>;

export const createBroadcastSchema = z.object({
  /** One line: its breaks and control characters become spaces (it is an e-mail's subject). */
  title: z
    .string()
    .transform((title) => title.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, broadcastMessages.titleRequired)
        .max(broadcastLimits.titleMax, broadcastMessages.titleTooLong),
    ),
  body: z
    .string()
    .trim()
    .min(1, broadcastMessages.bodyRequired)
    .max(broadcastLimits.bodyMax, broadcastMessages.bodyTooLong),
});
export type CreateBroadcast = z.input<typeof createBroadcastSchema>;
