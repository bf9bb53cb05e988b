import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** shared-ui's LinkComponent backed by the shell's router. */
export function RouterLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return <Link to={to} className={className}>{children}</Link>;
}
