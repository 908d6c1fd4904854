// Placeholder until its feature lands; replaced by the feature's real screen.
export function PrivacyPage() {
  return <div className="p-8"><h1 className="text-2xl font-bold">Privacy Policy</h1></div>;
}
