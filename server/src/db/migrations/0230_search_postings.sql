-- Name search's posting lists (modules/channels/search-postings.ts): for each term that many names contain, the ids
-- of its first matches in the search's own order (names starting with the term, then names containing it elsewhere,
-- each by subscribers), in chunks. A page of such a term is a primary-key read here instead of a walk over tens of
-- thousands of names. Rebuilt as a whole every 10 minutes; each row is checked against the term again when read.
CREATE TABLE search_terms (
  term text PRIMARY KEY,
  -- Ids listed for the term (at most the build's depth); fewer than the depth: every match at build time.
  listed integer NOT NULL,
  depth integer NOT NULL,
  chunk_size integer NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE search_postings (
  term text NOT NULL,
  -- Chunk c holds the term's matches at 0-based positions c * chunk_size ... (c + 1) * chunk_size - 1.
  chunk integer NOT NULL,
  ids integer[] NOT NULL,
  PRIMARY KEY (term, chunk)
);
