import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  /* Off screen until focused, so it is the first Tab stop without taking room. */
  transform: translateY(-200%);
  &:focus { transform: none; outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export interface SkipLinkProps {
  /** Id of the page's main region (it needs tabIndex -1 to take focus). */
  target?: string;
  label?: string;
}

/** "Skip to main content": the first focusable element of every page. */
export function SkipLink({ target = 'main', label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        // Move focus, not only the scroll position, so the next Tab continues inside the content.
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {label}
    </Link>
  );
}
