// The header's channel search box (SPEC §2, §5): Enter with non-blank trimmed text opens the dashboard's
// search results; Escape clears the text and the search.
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchInput } from 'shared-ui';
import { DASHBOARD_PATH, SEARCH_PARAM, searchTextOf, searchUrl } from '../search-param';

export function ChannelSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = pathname === DASHBOARD_PATH ? searchTextOf(searchParams) : null;
  const [text, setText] = useState(active ?? '');

  // Follow the URL when the search is cleared or changed elsewhere (e.g. the dashboard's Clear search).
  useEffect(() => { setText(active ?? ''); }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (text.trim()) navigate(searchUrl(text));
  };
  const clearSearch = () => {
    if (active) setSearchParams((prev) => { prev.delete(SEARCH_PARAM); return prev; });
  };

  return (
    <SearchInput
      label="Search channels" placeholder="Search channels..." value={text} onValue={setText} onClear={clearSearch}
      onKeyDown={onKeyDown}
    />
  );
}
