import { ErrorPanel, UiProvider } from 'shared-ui';

/** Shown when /config.json cannot be read: without it there is no Firebase project to sign in with. */
export function StartupError({ message }: { message: string }) {
  return (
    <UiProvider withGlobalStyle>
      <main style={{ maxWidth: 640, margin: '10vh auto', padding: 16 }}>
        <ErrorPanel
          title="CollabHub could not start."
          message={message}
          onRetry={() => window.location.reload()}
          retryLabel="Reload"
        />
      </main>
    </UiProvider>
  );
}
