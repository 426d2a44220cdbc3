/** Outgoing mail goes through a job queue: a slow or failing mail server never slows a request. */
import type { JobRunner, QueueDefinition } from '../jobs.js';
import type { MailMessage, Mailer } from './mailer.js';

export const mailQueueName = 'mail-send';

export interface MailOutbox {
  /** Queues a message for delivery. Call after the transaction that caused it has committed. */
  send(message: MailMessage): Promise<void>;
}

export function createMailOutbox(jobs: JobRunner): MailOutbox {
  return { send: (message) => jobs.send(mailQueueName, message) };
}

export function mailQueue(mailer: Mailer): QueueDefinition<MailMessage> {
  return {
    name: mailQueueName,
    retryLimit: 8,
    retryDelaySeconds: 30,
    handle: (message) => mailer.deliver(message),
  };
}
