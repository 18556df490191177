import type { Comercio } from '@vidriera/domain/comercios';
import { businessSearchFields, matchesSearch } from '@vidriera/domain/common';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from './listing-constants.ts';

/**
 * The listing's filter: the typed text (applied 400 ms after the last keystroke) and the pressed tag chip,
 * both through the domain's search rule (every word in some field, case and accents ignored).
 */
export function useBusinessSearch(comercios: readonly Comercio[]) {
  const [text, setText] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = tag ? `${debouncedText} ${tag}` : debouncedText;
  const results = useMemo(
    () => comercios.filter((c) => matchesSearch(businessSearchFields(c), query)),
    [comercios, query],
  );
  const toggleTag = (next: string) => setTag((current) => (current === next ? null : next));
  return { text, setText, tag, toggleTag, results, isFiltering: query.trim() !== '' };
}
