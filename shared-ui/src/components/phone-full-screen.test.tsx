import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { usePhoneFullScreen, usePhoneFullScreenRequested } from './phone-full-screen';

function Frame() {
  return <p>{usePhoneFullScreenRequested() ? 'full screen' : 'framed'}</p>;
}

function Page({ active }: { active: boolean }) {
  usePhoneFullScreen(active);
  return null;
}

function Harness() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Frame />
      {first && <Page active />}
      <Page active={second} />
      <button type="button" onClick={() => setFirst(false)}>unmount first</button>
      <button type="button" onClick={() => setSecond((v) => !v)}>toggle second</button>
    </>
  );
}

it('is requested while any mounted page asks, and released when the last one stops or unmounts', () => {
  render(<Harness />);
  expect(screen.getByText('full screen')).toBeInTheDocument();
  act(() => screen.getByText('toggle second').click());
  act(() => screen.getByText('unmount first').click());
  expect(screen.getByText('full screen')).toBeInTheDocument();
  act(() => screen.getByText('toggle second').click());
  expect(screen.getByText('framed')).toBeInTheDocument();
});
