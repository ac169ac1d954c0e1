import { STATIC_PAGES } from '@innkeep/contract/page-meta';
import { LegalDocument } from '../components/legal-document.tsx';

export default function PrivacyPage() {
  return <LegalDocument {...STATIC_PAGES['/privacy_policy']} />;
}
