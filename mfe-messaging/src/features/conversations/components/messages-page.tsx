// /messages (SPEC §2): conversation list with search, and the chat area. Frame: empty states only until the
// chat data service is added.
import styled from 'styled-components';
import { Card, TextInput } from 'shared-ui';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 480px;
  ${({ theme }) => theme.media.md} { grid-template-columns: 320px 1fr; }
`;

const List = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 { color: ${({ theme }) => theme.colors.text}; margin: 0 0 ${({ theme }) => theme.space[2]}; }
`;

export function MessagesPage() {
  return (
    <Layout>
      <List as="section" aria-labelledby="conversations-title">
        <h1 id="conversations-title" style={{ margin: 0, fontSize: '1.25rem' }}>Messages</h1>
        <TextInput type="search" aria-label="Search conversations" placeholder="Search conversations" />
        <p>No conversations yet</p>
      </List>
      <Card as="section" aria-label="Chat">
        <Empty>
          <h2>No conversation selected</h2>
          <p>Select a conversation or start a new one</p>
        </Empty>
      </Card>
    </Layout>
  );
}
