// Public surface of the design system. Consumers import from 'shared-ui' only (it is a federation singleton).
export * from './rules';
export * from './theme';
export * from './components';
export * from './icons';
