import { STATIC_PAGES } from '@innkeep/contract/page-meta';
import { LegalDocument } from '../components/legal-document.tsx';

export default function TermsPage() {
  return <LegalDocument {...STATIC_PAGES['/terms_of_use']} />;
}
