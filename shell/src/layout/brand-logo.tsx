import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { runtimeConfigAtom, useAtomValue } from 'shared-auth';
import { brandLink } from 'shared-ui';

const Logo = styled(Link)`${brandLink}`;

/**
 * The product's name (from the runtime config) linking to `to`: the logo of the in-app headers. `homeLabel` names
 * it "<name> home" where it leads back to the landing page.
 */
export function BrandLogo({ to, homeLabel = false }: { to: string; homeLabel?: boolean }) {
  const appName = useAtomValue(runtimeConfigAtom)?.appName ?? 'CollabHub';
  return <Logo to={to} aria-label={homeLabel ? `${appName} home` : undefined}>{appName}</Logo>;
}
