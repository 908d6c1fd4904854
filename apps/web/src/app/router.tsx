import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { LoginPage } from '@/features/auth/components/login-page';
import { SignupPage } from '@/features/auth/components/signup-page';
import { AiAgentsPage } from '@/features/ai-agents/ai-agents-page';
import { AnalyticsPage } from '@/features/analytics/analytics-page';
import { AvatarBuilderPage } from '@/features/avatars';
import { PaulinaChat } from '@/features/chat/paulina-chat';
import { LandingPage } from '@/features/landing/landing-page';
import { AmlPage } from '@/features/legal/aml-page';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { TermsPage } from '@/features/legal/terms-page';
import { LibraryPage } from '@/features/library/library-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { SchedulerPage } from '@/features/scheduler/scheduler-page';
import { SubscribePage } from '@/features/subscribe/subscribe-page';
import { VideoStudioPage } from './routes/video-studio';
import { WatchPage } from './routes/watch';
import { trackPageView } from '@/lib/analytics';
import { DashboardPage } from './routes/dashboard';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './shell/public-layout';

/** Spec section 2, signed-in table. The shell is mounted once, so its state survives navigation. */
function SignedInRoutes() {
  return (
    <Switch>
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
            <Route component={NotFoundPage} />
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}

/** Pages a signed-out visitor sees inside the public frame (each asks to sign in where it needs to). */
const PUBLIC_PAGES = [
  ['/ai-agents', AiAgentsPage],
  ['/avatar-builder', AvatarBuilderPage],
  ['/scheduler', SchedulerPage],
  ['/library', LibraryPage],
] as const;

/** Spec section 2, signed-out table: /video-studio, /analytics, /subscribe, /dashboard are not here. */
function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
        <PaulinaChat autoOpen />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/aml" component={AmlPage} />
      <Route path="/watch/:id" component={WatchPage} />
      {PUBLIC_PAGES.map(([path, Page]) => (
        <Route key={path} path={path}>
          <PublicLayout>
            <Page />
          </PublicLayout>
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function PageViews() {
  const [location] = useLocation();
  useEffect(() => trackPageView(location), [location]);
  return null;
}

export function AppRouter() {
  const { isAuthenticated, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner />
      </div>
    );
  }
  return (
    <>
      <PageViews />
      {isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}
    </>
  );
}
