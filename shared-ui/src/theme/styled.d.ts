// Types `props.theme` in every styled component of the workspace.
import 'styled-components';
import { type AppTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends AppTheme {}
}
