import { LegalDocument } from '../components/legal-document.tsx';

export default function TermsPage() {
  return <LegalDocument title="Terms of use" description="The terms that apply when you use Innkeep." />;
}
