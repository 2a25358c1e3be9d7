import { Admin, CustomRoutes, localStorageStore, Resource, type I18nProvider, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { lazyRoute } from './components/lazyRoute';
import { PublicOnly } from './components/PublicOnly';
import { createDataProvider } from './dataProvider';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { MAIN_ITEMS, SEARCH_ITEMS } from './layout/menuItems';
import { OperationsPage } from './ops';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ApplicationList } from './resources/application';
import job from './resources/job';
import { connectionRoutes } from './resources/connection';
import { MoneyPages } from './resources/invoice';
import production from './resources/production';
import { ProspectDetails } from './resources/prospect';
import representative from './resources/representative';
import talent from './resources/talent';
import { JobSearchPage, RepresentativeSearchPage, TalentSearchPage } from './search';
import { darkTheme, lightTheme } from './themes/themes';

// Every route is its own chunk (spec: routes code-split; a chunk failing for 120 s shows a retry).
const LoginPage = lazyRoute(() => import('./pages/LoginPage'));
const RegisterPage = lazyRoute(() => import('./pages/RegisterPage'));
const ForgotPasswordPage = lazyRoute(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyRoute(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazyRoute(() => import('./pages/VerifyEmailPage'));
const SsoPage = lazyRoute(() => import('./pages/SsoPage'));
const InvitePage = lazyRoute(() => import('./pages/InvitePage'));
const LandingPage = lazyRoute(() => import('./landing/LandingPage'));
const AccountSettings = lazyRoute(() => import('./account/AccountSettings'));

/**
 * The store of react-admin's preferences in local storage. Signing out resets the store; the language
 * and the dark theme are the device's choice, not the session's, so they survive it (spec section 9).
 */
export function createStore(): Store {
  const base = localStorageStore('1', 'Callsheet');
  return {
    ...base,
    reset() {
      const kept = ['locale', 'theme'].map((key) => [key, base.getItem(key)] as const);
      base.reset();
      kept.forEach(([key, value]) => value !== undefined && base.setItem(key, value));
    },
  };
}

/** The drawer destinations whose screens are built; the others show a "coming" page. */
const BUILT = [
  'account',
  'talentProfiles',
  'representative',
  'production',
  'connection',
  'applications',
  'invoices',
  'transfers',
  'searchTalent',
  'searchRepresentative',
  'searchJob',
];
const comingSoon = [...MAIN_ITEMS, ...SEARCH_ITEMS].filter(
  (entry) => !BUILT.includes(entry.feature) && !entry.external,
);

const dataProvider = createDataProvider();

export function App({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={() => <Navigate to="/account" replace />}
      notification={AppNotification}
      catchAll={() => <Navigate to="/login" replace />}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/sso" element={<SsoPage />} />
        <Route path="/invite" element={<InvitePage />} />
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/login-redirect" element={<PublicOnly>{null}</PublicOnly>} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/account" element={<AccountSettings />} />
        <Route path="/talent/search" element={<TalentSearchPage />} />
        <Route path="/representative/search" element={<RepresentativeSearchPage />} />
        <Route path="/job/search" element={<JobSearchPage />} />
        <Route path="/applications" element={<ApplicationList />} />
        <Route path="/prospect/details/:jobId" element={<ProspectDetails />} />
        <Route path="/invoices/*" element={<MoneyPages />} />
        <Route path="/transfers" element={<MoneyPages />} />
        {connectionRoutes}
        <Route path="/operations/*" element={<OperationsPage />} />
        {comingSoon.map((entry) => (
          <Route key={entry.feature} path={entry.to} element={<ComingSoonPage feature={entry.feature} />} />
        ))}
      </CustomRoutes>
      <Resource name="talent" {...talent} />
      <Resource name="representative" {...representative} />
      <Resource name="production" {...production} />
      <Resource name="job" {...job} />
    </Admin>
  );
}
