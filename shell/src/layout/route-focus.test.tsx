import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from './route-focus';

/** A page whose heading appears a little later, like a remote page after its chunk loads. */
function LatePage() {
  const [ready, setReady] = useState(false);
  if (!ready) setTimeout(() => setReady(true), 120);
  return ready ? <h1>Late page</h1> : <p>Loading…</p>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <RouteFocus />
      <nav><Link to="/late">Go late</Link></nav>
      <main>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/late" element={<LatePage />} />
        </Routes>
        <input aria-label="Search" />
      </main>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves the first page load alone', () => {
    renderApp();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page heading once it renders', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Go late' }));
    const heading = await screen.findByRole('heading', { name: 'Late page' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not take focus back from a control the user moved to meanwhile', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Go late' }));
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await screen.findByRole('heading', { name: 'Late page' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
