// The CollabHub API contract: zod schemas and types shared by the server and the front end.
export * from './categories';
export * from './constants';
export * from './common';
export * from './auth';
export * from './channels';
export * from './channel-stats';
export * from './profile';
export * from './notifications';
export * from './invitations';
export * from './subscriptions';
export * from './chat';
export * from './channel-connect';
export * from './collaboration-options';
export * from './collaboration';
export * from './collab-requests';
export * from './billing-plans';
export * from './billing';
