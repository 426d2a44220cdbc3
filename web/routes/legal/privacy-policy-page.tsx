import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { LegalPage } from '@/features/legal/components/legal-page';

/** /privacy-policy */
export function Page() {
  return <LegalPage document={privacyPolicy} />;
}
