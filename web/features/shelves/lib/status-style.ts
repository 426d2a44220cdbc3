/** The colour each shelf status wears on badges and buttons. */
import type { ShelfStatus } from '@contracts/shelves';

export const statusTone: Record<ShelfStatus, 'primary' | 'warning' | 'success' | 'neutral'> = {
  want_to_read: 'primary',
  currently_reading: 'warning',
  read: 'success',
  did_not_finish: 'neutral',
};
