import { fakeFetch, replyByRoute, resetFakeFetch, type RouteReply } from 'jest-support/fake-fetch';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { channelBlock, channelFixture } from '../../../test-support/channel-fixture';
import { renderDiscovery } from '../../../test-support/render-discovery';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { DashboardPage } from './dashboard-page';

beforeAll(signInForTests);
const LISTING = 'POST /api/loadFilteredChannels';
const SEARCH = 'POST /api/findChannelsByName';

/** What each route answers now; a test changes it before the action that makes the next call. */
let answers: Record<string, RouteReply | undefined> = {};
const NOT_SET: RouteReply = { status: 404, body: { message: 'No answer set for this route' } };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState({}, '', '/dashboardV2');
  resetFakeFetch();
  answers = {};
  replyByRoute({ [LISTING]: () => answers[LISTING] ?? NOT_SET, [SEARCH]: () => answers[SEARCH] ?? NOT_SET });
});

/** The next answers of the listing call. */
function reply(body: unknown, status = 200) {
  answers[LISTING] = { status, body };
}

/** The next answers of the name search. */
function replySearch(body: unknown, status = 200) {
  answers[SEARCH] = { status, body };
}

function requestBody(call: number): unknown {
  return JSON.parse(String(fakeFetch.mock.calls[call]![1]?.body));
}

function location() {
  return screen.getByTestId('location').textContent;
}

async function cardNames(): Promise<string[]> {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** The stored-state check runs just after the dashboard unmounts. */
async function afterLeaving() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const DEFAULT_FILTER = { subscribers_min: 100, subscribers_max: 1_000_000 };

describe('listing', () => {
  it('shows 9 skeletons, then the first 9 of the 45-row block; asks with the spec defaults', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9);
    expect(await cardNames()).toEqual(Array.from({ length: 9 }, (_, i) => `Channel ${i + 1}`));
    expect(fakeFetch.mock.calls[0]![0]).toBe('/api/loadFilteredChannels');
    expect(requestBody(0)).toEqual({
      filter: DEFAULT_FILTER, sort_by: 'subscriber_count', pagination: { page: 0, limit: 45 },
    });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    // ceil(100 / 9) = 12 pages.
    expect(within(pages).getByRole('button', { name: 'Page 12' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks an estimated total as approximate under the pager, keeping ceil(total / 9) pages', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 777_312, totalCountExact: false });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    expect(screen.getByTestId('approximate-total')).toHaveTextContent('about 777,000 channels (page count approximate)');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    // ceil(777,312 / 9) = 86,368 pages.
    expect(within(pages).getByRole('button', { name: 'Page 86368' })).toBeInTheDocument();
  });

  it('adds nothing under the pager for an exact total', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100, totalCountExact: true });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    expect(screen.queryByTestId('approximate-total')).not.toBeInTheDocument();
  });

  it('maps UI page 7 to server page 1 and shows rows 10-18 of that block', async () => {
    reply({ channels: channelBlock(46, 45), totalCount: 100 });
    renderDiscovery('/dashboardV2?page=7', <DashboardPage />);
    expect(await cardNames()).toEqual(Array.from({ length: 9 }, (_, i) => `Channel ${55 + i}`));
    expect(requestBody(0)).toMatchObject({ pagination: { page: 1, limit: 45 } });
  });

  it.each(['abc', '0', '-2', '1.5'])('reads an invalid page parameter (%s) as page 1', async (value) => {
    reply({ channels: channelBlock(1, 45), totalCount: 45 });
    renderDiscovery(`/dashboardV2?page=${value}`, <DashboardPage />);
    expect((await cardNames())[0]).toBe('Channel 1');
    expect(requestBody(0)).toMatchObject({ pagination: { page: 0 } });
  });

  it('pages within the loaded block without a new call, ignores the current page, and fetches the next block', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 60 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect((await cardNames())[0]).toBe('Channel 10');
    expect(location()).toBe('/dashboardV2?page=2');
    expect(fakeFetch).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/dashboardV2?page=2');
    expect(fakeFetch).toHaveBeenCalledTimes(1);

    reply({ channels: channelBlock(46, 15), totalCount: 60 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(9);
    expect((await cardNames())[0]).toBe('Channel 46');
    expect(requestBody(1)).toMatchObject({ pagination: { page: 1, limit: 45 } });
    // ceil(60 / 9) = 7 pages: from the last one, Next is disabled and a page beyond it is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toBe('/dashboardV2?page=7');
  });

  it('hides the pagination for one page or fewer', async () => {
    reply({ channels: channelBlock(1, 9), totalCount: 9 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    expect(await cardNames()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows the error line 'Error: Failed to fetch collaborators' when the call fails", async () => {
    reply({ message: 'database down' }, 500);
    renderDiscovery('/dashboardV2', <DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Failed to fetch collaborators$/);
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing matches', async () => {
    reply({ channels: [], totalCount: 0 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    expect(await screen.findByText('No collaborators found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('filters', () => {
  it('sends only non-empty filters, defaults non-numeric bounds, and returns to page 1 without the parameter', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    renderDiscovery('/dashboardV2?page=3', <DashboardPage />);
    await cardNames();
    fireEvent.change(screen.getByLabelText('Minimum subscribers'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: '  English ' } });
    fireEvent.change(screen.getByLabelText('Category/Niche'), { target: { value: 'Gaming' } });
    fireEvent.change(screen.getByLabelText('Collaboration Status'), { target: { value: 'INVITE_ONLY' } });
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await cardNames();
    expect(location()).toBe('/dashboardV2');
    expect(requestBody(1)).toEqual({
      filter: {
        subscribers_min: 5000, subscribers_max: 1_000_000, language: 'English', category: 'Gaming',
        collaboration_status: 'INVITE_ONLY',
      },
      sort_by: 'subscriber_count',
      pagination: { page: 0, limit: 45 },
    });

    const pills = screen.getByRole('list', { name: 'Active filters' });
    expect(within(pills).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Min subscribers: 5,000', 'Category: Gaming', 'Language: English', 'Status: Invite Only', 'Clear All',
    ]);
    expect(screen.getByRole('button', { name: /Filters/, expanded: false })).toHaveTextContent('4');

    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Language: English' }));
    await cardNames();
    // Focus goes to the pill that took the removed one's place, not to the page body.
    expect(screen.getByRole('button', { name: 'Remove Status: Invite Only' })).toHaveFocus();
    expect(requestBody(2)).toMatchObject({
      filter: { subscribers_min: 5000, subscribers_max: 1_000_000, category: 'Gaming', collaboration_status: 'INVITE_ONLY' },
    });
    expect(screen.getByLabelText('Language')).toHaveValue('');

    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await cardNames();
    expect(requestBody(3)).toMatchObject({ filter: DEFAULT_FILTER });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    // With no pill left, focus lands on the page heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Find Collaborators' })).toHaveFocus();
  });

  it('defaults an empty or non-numeric maximum and resets everything with Reset Filters', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    renderDiscovery('/dashboardV2?page=2', <DashboardPage />);
    await cardNames();
    fireEvent.change(screen.getByLabelText('Maximum subscribers'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: '   ' } });
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await cardNames();
    expect(requestBody(1)).toEqual({ filter: DEFAULT_FILTER, sort_by: 'subscriber_count', pagination: { page: 0, limit: 45 } });
    expect(location()).toBe('/dashboardV2');
    expect(screen.getByLabelText('Language')).toHaveValue('');
  });

  it('keeps filters and results in localStorage and shows them again without a call', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    const first = renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Spanish' } });
    reply({ channels: channelBlock(200, 45), totalCount: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect((await cardNames())[0]).toBe('Channel 200');
    // Off to a profile (the browser URL changes before the dashboard unmounts), then back.
    window.history.pushState({}, '', '/profile/200');
    first.unmount();
    await afterLeaving();

    fakeFetch.mockClear();
    renderDiscovery('/dashboardV2', <DashboardPage />);
    expect((await cardNames())[0]).toBe('Channel 200');
    expect(screen.getByLabelText('Language')).toHaveValue('Spanish');
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('drops the stored state when leaving for anywhere but a profile or messages', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    const first = renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    expect(localStorage.getItem('dashboardResults')).not.toBeNull();
    window.history.pushState({}, '', '/messages');
    first.unmount();
    await afterLeaving();
    expect(localStorage.getItem('dashboardResults')).not.toBeNull();

    const second = renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    window.history.pushState({}, '', '/settings');
    second.unmount();
    await afterLeaving();
    expect(localStorage.getItem('dashboardResults')).toBeNull();
    expect(localStorage.getItem('dashboardFilters')).toBeNull();
  });
});

describe('collaborator card', () => {
  it('shows the channel and N/A for missing values, and opens the profile with the channel in state', async () => {
    const full = channelFixture(7, { name: 'Ana Cooks', subscriberCount: 3_400_000, category: 'Howto & Style', language: 'Spanish' });
    const sparse = channelFixture(8, {
      name: '', channelName: '', category: null, language: null, collaboration_status: null, collaborationStatus: null,
      subscriberCount: null as unknown as number,
    });
    reply({ channels: [full, sparse], totalCount: 2 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    const [anaCard, sparseCard] = await screen.findAllByRole('article');
    expect(within(anaCard!).getByRole('img', { name: 'Ana Cooks' })).toHaveTextContent('AC');
    expect(anaCard).toHaveTextContent('3.4M subscribers');
    expect(anaCard).toHaveTextContent('CategoryHowto & Style');
    expect(anaCard).toHaveTextContent('LanguageSpanish');
    expect(anaCard).toHaveTextContent('Open to Collaborations');

    expect(within(sparseCard!).getByRole('heading')).toHaveTextContent('N/A');
    expect(sparseCard).toHaveTextContent('N/A subscribers');
    expect(sparseCard).toHaveTextContent('CategoryN/A');
    expect(sparseCard).toHaveTextContent('LanguageN/A');
    expect(sparseCard).toHaveTextContent('Status Not Set');

    fireEvent.click(within(anaCard!).getByRole('button', { name: 'View Profile' }));
    expect(location()).toBe('/profile/7');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ channel: full });
  });
});

describe('search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search channels' });

  it('runs on Enter with the trimmed text, shows Search Results with filters disabled, and Escape clears it', async () => {
    reply({ channels: channelBlock(1, 45), totalCount: 100 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    await cardNames();
    fireEvent.change(searchBox(), { target: { value: '  cook  ' } });
    replySearch({ channels: [channelFixture(500, { name: 'Cooking Daily' })] });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results');
    expect(await cardNames()).toEqual(['Cooking Daily']);
    expect(location()).toBe('/dashboardV2?search=cook');
    expect(fakeFetch.mock.calls[1]![0]).toBe('/api/findChannelsByName');
    expect(requestBody(1)).toEqual({ name: 'cook', pagination: { page: 0, limit: 12 } });
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    expect(screen.getByLabelText('Language')).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(searchBox()).toHaveValue('');
    expect(location()).toBe('/dashboardV2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Collaborators');
    expect((await cardNames())[0]).toBe('Channel 1');
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toBeEnabled();
    // The listing block was still loaded: no new call.
    expect(fakeFetch).toHaveBeenCalledTimes(2);
  });

  it('does nothing on Enter with blank text or on other keys', async () => {
    reply({ channels: [], totalCount: 0 });
    renderDiscovery('/dashboardV2', <DashboardPage />);
    await screen.findByText('No collaborators found');
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    fireEvent.change(searchBox(), { target: { value: 'cook' } });
    fireEvent.keyDown(searchBox(), { key: 'a' });
    expect(location()).toBe('/dashboardV2');
    expect(fakeFetch).toHaveBeenCalledTimes(1);
  });

  it("shows 'Error: Search failed' when the search call fails", async () => {
    replySearch({ message: 'boom' }, 500);
    renderDiscovery('/dashboardV2?search=cook', <DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Search failed$/);
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(searchBox()).toHaveValue('cook');
  });

  it('Clear search on the dashboard restores the listing', async () => {
    replySearch({ channels: [] });
    renderDiscovery('/dashboardV2?search=zzz', <DashboardPage />);
    expect(await screen.findByText('No channels found for "zzz"')).toBeInTheDocument();
    reply({ channels: channelBlock(1, 3), totalCount: 3 });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Clear search' })); });
    expect(await cardNames()).toHaveLength(3);
    expect(searchBox()).toHaveValue('');
    expect(requestBody(1)).toMatchObject({ filter: DEFAULT_FILTER, pagination: { page: 0 } });
  });
});
