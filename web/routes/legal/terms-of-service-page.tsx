import { termsOfService } from '@/features/legal/content/terms-of-service';
import { LegalPage } from '@/features/legal/components/legal-page';

/** /terms-of-service */
export function Page() {
  return <LegalPage document={termsOfService} />;
}
