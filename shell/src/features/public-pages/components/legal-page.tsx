import styled from 'styled-components';
import { Card, InlineAlert, Spinner } from 'shared-ui';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../api/legal-text';
import { useLegalText } from '../hooks/use-legal-text';
import { NarrowMain, PublicPage } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

const Document = styled(Card)`
  width: 100%;
  max-width: 860px;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Text = styled.div`
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** A static legal text (Terms of Service or Privacy Policy) loaded from its .txt file. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const state = useLegalText(document);
  const { title } = LEGAL_DOCUMENTS[document];
  return (
    <PublicPage>
      <PublicHeader />
      <NarrowMain>
        <Document as="article" aria-labelledby="legal-title" $padding="lg">
          <h1 id="legal-title">{title}</h1>
          {state.kind === 'loading' && <Spinner label={`Loading ${title}`} />}
          {state.kind === 'failed' && <InlineAlert tone="error">{state.message}</InlineAlert>}
          {state.kind === 'loaded' && <Text>{state.text}</Text>}
        </Document>
      </NarrowMain>
      <PublicFooter />
    </PublicPage>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
