import { LegalDocument } from '../components/legal-document.tsx';

export default function CookiePage() {
  return <LegalDocument title="Cookie policy" description="What Innkeep keeps in your browser and why." />;
}
