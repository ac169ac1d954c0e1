import { LegalDocument } from '../components/legal-document.tsx';

export default function PrivacyPage() {
  return <LegalDocument />;
}
