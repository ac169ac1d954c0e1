import { LegalDocument } from '../components/legal-document.tsx';

export default function CookiePage() {
  return <LegalDocument />;
}
