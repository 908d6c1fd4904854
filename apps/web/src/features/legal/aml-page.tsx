// Placeholder until its feature lands; replaced by the feature's real screen.
export function AmlPage() {
  return <div className="p-8"><h1 className="text-2xl font-bold">Anti-Money Laundering Statement</h1></div>;
}
