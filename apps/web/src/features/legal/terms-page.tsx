import { LegalLayout } from './components/legal-layout';
import { LegalSections } from './components/legal-sections';
import { TERMS, TERMS_INTRO } from './content/terms';

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Use" intro={TERMS_INTRO}>
      <LegalSections sections={TERMS} />
    </LegalLayout>
  );
}
