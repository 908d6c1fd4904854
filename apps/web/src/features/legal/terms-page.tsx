// Placeholder until its feature lands; replaced by the feature's real screen.
export function TermsPage() {
  return <div className="p-8"><h1 className="text-2xl font-bold">Terms of Use</h1></div>;
}
