import { StarterPackSection } from './starter-pack';
import { WeeklyPlanSection } from './weekly-plan';

/** /strategy: the strategy agent's weekly plan and the starter-pack agent. */
export function StrategyPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Strategy</h1>
        <p className="text-sm text-muted-foreground">Plan your week and start a new niche with your agents.</p>
      </div>
      <WeeklyPlanSection />
      <StarterPackSection />
    </div>
  );
}
