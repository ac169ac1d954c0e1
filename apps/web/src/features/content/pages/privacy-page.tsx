import { LegalDocument } from '../components/legal-document.tsx';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      description="How Innkeep collects, uses and protects your information."
    />
  );
}
