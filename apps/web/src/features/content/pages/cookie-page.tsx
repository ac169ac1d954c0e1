import { STATIC_PAGES } from '@innkeep/contract/page-meta';
import { LegalDocument } from '../components/legal-document.tsx';

export default function CookiePage() {
  return <LegalDocument {...STATIC_PAGES['/cookie_policy']} />;
}
