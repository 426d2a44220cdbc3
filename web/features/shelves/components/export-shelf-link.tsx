/** "Download my shelf (CSV)": the whole shelf in the Goodreads layout, straight from the server. */
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { shelfExportUrl } from '../api/shelf-keys';

export function ExportShelfLink({
  variant = 'outline',
  size = 'sm',
}: {
  variant?: 'outline' | 'primary' | 'secondary';
  size?: 'sm' | 'md';
}) {
  return (
    <a href={shelfExportUrl} download className={buttonClasses(variant, size)}>
      <Download className="h-4 w-4" aria-hidden /> Download my shelf (CSV)
    </a>
  );
}
