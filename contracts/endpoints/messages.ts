/** Endpoints of direct messages, blocks and reports under /api/messages (members only). */
import { defineEndpoints, member } from './endpoint.js';

const base = '/api/messages';

export const messagesEndpoints = defineEndpoints('messages', {
  conversations: { method: 'GET', path: `${base}/conversations`, access: member },
  unread: { method: 'GET', path: `${base}/unread`, access: member },
  start: { method: 'POST', path: `${base}/conversations`, access: member },
  conversation: { method: 'GET', path: `${base}/conversations/:id`, access: member },
  page: { method: 'GET', path: `${base}/conversations/:id/messages`, access: member },
  send: { method: 'POST', path: `${base}/conversations/:id/messages`, access: member },
  markRead: { method: 'POST', path: `${base}/conversations/:id/read`, access: member },
  leave: { method: 'POST', path: `${base}/conversations/:id/leave`, access: member },
  mute: { method: 'PUT', path: `${base}/conversations/:id/mute`, access: member },
  report: { method: 'POST', path: `${base}/messages/:id/report`, access: member },
  blocks: { method: 'GET', path: `${base}/blocks`, access: member },
  block: { method: 'POST', path: `${base}/blocks`, access: member },
  unblock: { method: 'DELETE', path: `${base}/blocks/:username`, access: member },
  suggest: { method: 'GET', path: `${base}/recipients`, access: member },
});
