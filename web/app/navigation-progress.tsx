/**
 * The thin top progress bar (SPEC §2): it appears only when loading lasts longer than 150 ms,
 * so quick navigations never flicker.
 */
import { uiTimings } from '@contracts/constants';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), uiTimings.progressBarDelayMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-full origin-left bg-gradient-to-r from-primary to-secondary animate-progress" />
    </div>
  );
}
