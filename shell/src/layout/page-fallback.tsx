import styled from 'styled-components';

/** While a page's chunk loads: an empty, full-height page, so nothing below it is shown and then pushed down. */
const Blank = styled.div`
  min-height: 100vh;
`;

export function PageFallback() {
  return <Blank aria-busy="true" />;
}
