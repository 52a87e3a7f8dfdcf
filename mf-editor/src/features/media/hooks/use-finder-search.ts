import { useEffect, useState } from 'react';

/** The typed search and the one the library is asked for, which follows typing after a short pause, not every letter. */
export function useFinderSearch() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  return { q, setQ, search };
}
