/** The clubs benchmark's targets (issue 11, "Must show"); its table is the forum's. */
export { met, printRows, type Row } from '../forum/report.js';

export const targets = {
  /** `/book-clubs` search and the club page API, at 10 clients. */
  p99: 10,
  perSecond: 2_000,
};
