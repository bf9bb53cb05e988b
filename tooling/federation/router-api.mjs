// The router every package shares at run time, under both share keys `react-router-dom` and `react-router`.
//
// A shared module is built whole: the plugin cannot know which exports other containers will use, so sharing
// react-router itself ships all of it (data routers, server rendering, cookies, forms: about 61 KB gzip) on every
// page. This file re-exports only the part the packages use, so the rest is dropped from the shared chunk.
// `router-api.test.ts` (shell) fails when a package imports a name that is not listed here; add it here then.
// `react-router-build` is an alias (tooling/webpack/create-config.cjs) for react-router's production build,
// which its `exports` map does not offer to bundlers.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-build';
