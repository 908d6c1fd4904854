import { LegalLayout } from './components/legal-layout';
import { LegalSections } from './components/legal-sections';
import { AML, AML_INTRO } from './content/aml';

export function AmlPage() {
  return (
    <LegalLayout title="Anti-Money Laundering (AML) Policy" intro={AML_INTRO}>
      <LegalSections sections={AML} />
    </LegalLayout>
  );
}
