// Placeholder until its feature lands; replaced by the feature's real screen.
export function AiAgentsPage() {
  return <div className="p-8"><h1 className="text-2xl font-bold">AI Agents Orchestra</h1></div>;
}
