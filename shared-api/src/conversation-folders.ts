// The folders of the conversation list as plain data (no zod): the messages page imports them through
// `shared-api/conversation-folders`; message-requests.ts builds the schemas on them.
export const CONVERSATION_FOLDERS = ['INBOX', 'REQUESTS', 'SPAM'] as const;
