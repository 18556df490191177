/** Spec section 9: the search input waits this long after the last keystroke before filtering. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Spec section 9: the listing header and the scroll arrows hide after this long. */
export const LISTING_HEADER_HIDE_MS = 15_000;
