// Only what the site uses: adding a name here is a contract change for every remote (bump the version).
export {
  BrowserRouter,
  Router,
  NavigationType,
  createPath,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  generatePath,
  matchPath,
} from 'react-router';
export type { LinkProps, NavLinkProps, Location, NavigateFunction, Navigator, Params } from 'react-router';
