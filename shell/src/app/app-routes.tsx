// The route table of SPEC §2 (plus /about). The shell owns the only router; remote pages are route elements.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AboutPage, HowMatchingWorksPage, LoginPage, PrivacyPage, RegisterPage, TermsPage } from '../features/public-pages';
import { RemoteRoute } from '../federation/remote-component';
import { SignedInLayout } from '../layout/signed-in-layout';
import { PageFallback } from '../layout/page-fallback';
import { HomeRoute } from './home-route';
import { MemberPageGate } from './member-page-gate';
import { ProtectedRoute } from './protected-route';
import { RedirectKeepingSearch } from './redirect-keeping-search';
import { REMOTE_PAGE_ROUTES, type RemotePageRoute } from './route-remotes';

function pageRoutes(gate: RemotePageRoute['gate']) {
  return REMOTE_PAGE_ROUTES.filter((route) => route.gate === gate).map(({ path, id }) => (
    <Route key={path} path={path} element={<RemoteRoute id={id} />} />
  ));
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/how-matching-works" element={<HowMatchingWorksPage />} />
        {/* Public by the spec, but shown in the signed-in frame (they are reached from inside the app). */}
        <Route element={<SignedInLayout />}>
          <Route element={<MemberPageGate />}>
            {pageRoutes('member')}
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={<RedirectKeepingSearch to="/dashboardV2" />} />
            {pageRoutes('protected')}
            <Route path="*" element={<Navigate to="/dashboardV2" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
