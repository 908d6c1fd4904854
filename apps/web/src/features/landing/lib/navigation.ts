import { pageNavigation } from '@/lib/page-navigation';

/** Pricing and closing buttons are a real browser navigation to the sign-in redirect (spec section 7). */
export function goToLogin(returnTo?: string) {
  pageNavigation.go(returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login');
}

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
