import styled from 'styled-components';

/** Page frame of the public pages: header on top, footer pushed to the bottom. */
export const PublicPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** The page's main region: the skip link's target, so it can take focus. */
export const PublicMain = styled.main.attrs({ id: 'main', tabIndex: -1 })`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus { outline: none; }
`;

/** Centred content column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

export const Section = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surface : 'transparent')};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

/** One to three columns depending on the width. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Narrow centred column for the single-card pages (login, register, legal texts). */
export const NarrowMain = styled(PublicMain)`
  align-items: center;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;
