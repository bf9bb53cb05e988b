// A bare list laid out as a stack of tiles, and the tile of one option that is on (teal) or off: the channel page's
// collaboration options, the owner's incoming requests and reviews, and Edit Profile's option checklist.
import styled from 'styled-components';

/** A list without bullets or indent, its items stacked with a gap; `$columns={2}` puts two side by side from md. */
export const StackList = styled.ul<{ $columns?: 1 | 2 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme, $columns }) => ($columns === 2 ? `${theme.media.md} { grid-template-columns: 1fr 1fr; }` : '')}
`;

/** One option's tile: teal border on a soft teal ground when on; plain border on `$offGround` ('surface' by default). */
export const OptionTile = styled.li<{ $on: boolean; $offGround?: 'surface' | 'surfaceMuted' }>`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.teal[500] : theme.colors.border)};
  background: ${({ theme, $on, $offGround = 'surface' }) => ($on ? theme.colors.primarySoft : theme.colors[$offGround])};
`;
