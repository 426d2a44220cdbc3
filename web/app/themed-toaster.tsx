/** The toaster in the app's theme, loaded with the first toast (web/lib/toaster-request.ts). */
import { toastDurations } from '@contracts/constants';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme/theme-provider';

export default function ThemedToaster() {
  const { mode } = useTheme();
  // SPEC §9: 5 s by default, one toast at a time.
  return (
    <Toaster
      theme={mode}
      position="top-center"
      visibleToasts={1}
      duration={toastDurations.defaultMs}
      richColors
      closeButton
    />
  );
}
