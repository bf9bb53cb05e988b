import { useSessionBootstrap } from '../hooks/use-session-bootstrap';

/** Renders nothing; keeps the session in step with Firebase. Mount once inside the shell root. */
export function SessionBootstrap() {
  useSessionBootstrap();
  return null;
}
