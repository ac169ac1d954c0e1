import { LegalDocument } from '../components/legal-document.tsx';

export default function TermsPage() {
  return <LegalDocument />;
}
