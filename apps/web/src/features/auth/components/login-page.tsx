// Placeholder until its feature lands; replaced by the feature's real screen.
export function LoginPage() {
  return <div className="p-8"><h1 className="text-2xl font-bold">Welcome Back</h1></div>;
}
