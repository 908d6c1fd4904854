import { LegalLayout } from './components/legal-layout';
import { LegalSections } from './components/legal-sections';
import { PRIVACY, PRIVACY_INTRO } from './content/privacy';

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" intro={PRIVACY_INTRO}>
      <LegalSections sections={PRIVACY} />
    </LegalLayout>
  );
}
