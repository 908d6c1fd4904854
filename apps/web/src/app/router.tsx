import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { LandingPage } from '@/features/landing/landing-page';
import { trackPageView } from '@/lib/analytics';
import { PaulinaChat } from './lazy-chat';
import { ScrollToTop } from './scroll-to-top';
import { PublicLayout } from './shell/public-layout';

// Route-level code splitting: a signed-out visitor downloads the landing, sign-in and sign-up
// screens only; the signed-in app and every other page load when first visited.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('@/features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('@/features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AiAgentsPage = lazy(() => import('@/features/ai-agents/ai-agents-page').then((m) => ({ default: m.AiAgentsPage })));
const AvatarBuilderPage = lazy(() => import('@/features/avatars').then((m) => ({ default: m.AvatarBuilderPage })));
const SchedulerPage = lazy(() => import('@/features/scheduler/scheduler-page').then((m) => ({ default: m.SchedulerPage })));
const LibraryPage = lazy(() => import('@/features/library/library-page').then((m) => ({ default: m.LibraryPage })));
const TermsPage = lazy(() => import('@/features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const AmlPage = lazy(() => import('@/features/legal/aml-page').then((m) => ({ default: m.AmlPage })));
const WatchPage = lazy(() => import('./routes/watch').then((m) => ({ default: m.WatchPage })));

function CenteredSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Pages a signed-out visitor sees inside the public frame (each asks to sign in where it needs to). */
const PUBLIC_PAGES = [
  ['/ai-agents', AiAgentsPage],
  ['/avatar-builder', AvatarBuilderPage],
  ['/scheduler', SchedulerPage],
  ['/library', LibraryPage],
] as const;

/** The signed-in app's own pages: a signed-out visit signs in first, then comes back. */
const SIGNED_IN_ONLY = ['/dashboard', '/video-studio', '/analytics', '/subscribe', '/strategy'] as const;

function SignInFirst() {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return <Redirect to={`/login?returnTo=${encodeURIComponent(here)}`} replace />;
}

/** Spec section 2, signed-out table; the signed-in app's pages send the visitor to sign in. */
function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
        <PaulinaChat />
      </Route>
      <Route path="/login" component={LoginPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
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
      {SIGNED_IN_ONLY.map((path) => (
        <Route key={path} path={path} component={SignInFirst} />
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
  if (isLoading) return <CenteredSpinner />;
  return (
    <>
      <PageViews />
      <ScrollToTop />
      <Suspense fallback={<CenteredSpinner />}>{isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>
    </>
  );
}
