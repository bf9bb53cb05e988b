import styled from 'styled-components';
import { visuallyHidden } from '../theme/focus-ring';

/** Text for screen readers only (e.g. "Old price" before a struck-through amount). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
