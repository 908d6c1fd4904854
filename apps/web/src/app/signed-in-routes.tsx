import { Redirect, Route, Switch, useSearch } from 'wouter';
import { safeReturnTo } from '@/features/auth/api/login';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { AiAgentsPage } from '@/features/ai-agents/ai-agents-page';
import { AnalyticsPage } from '@/features/analytics/analytics-page';
import { AvatarBuilderPage } from '@/features/avatars';
import { AmlPage } from '@/features/legal/aml-page';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { TermsPage } from '@/features/legal/terms-page';
import { LibraryPage } from '@/features/library/library-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { SchedulerPage } from '@/features/scheduler/scheduler-page';
import { SubscribePage } from '@/features/subscribe/subscribe-page';
import { StrategyPage } from '@/features/strategy';
import { DashboardPage } from './routes/dashboard';
import { VideoStudioPage } from './routes/video-studio';
import { WatchPage } from './routes/watch';
import { AppShell } from './shell/app-shell';

/** Already signed in: the sign-in screen goes where it would have sent them. */
function SignedInLogin() {
  return <Redirect to={safeReturnTo(useSearch())} replace />;
}

/** Spec section 2, signed-in table. The shell is mounted once, so its state survives navigation. */
export default function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/login" component={SignedInLogin} />
      <Route path="/signup">
        <Redirect to="/dashboard" replace />
      </Route>
      {/* A mailed reset link works in a browser that is signed in too (the reset signs it out). */}
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/aml" component={AmlPage} />
      <Route path="/watch/:id" component={WatchPage} />
      <Route>
        <AppShell>
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/ai-agents" component={AiAgentsPage} />
            <Route path="/avatar-builder" component={AvatarBuilderPage} />
            <Route path="/scheduler" component={SchedulerPage} />
            <Route path="/library" component={LibraryPage} />
            <Route path="/video-studio" component={VideoStudioPage} />
            <Route path="/analytics" component={AnalyticsPage} />
            <Route path="/subscribe" component={SubscribePage} />
            <Route path="/strategy" component={StrategyPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}

