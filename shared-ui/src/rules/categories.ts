// The 31 fixed category choices (SPEC §5) come from the API contract; the subpath import keeps zod out of
// the bundles that only need the list.
export { CATEGORIES, type CategoryName as Category } from 'shared-api/categories';
