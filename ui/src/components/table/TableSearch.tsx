import { InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from './list-state';

export interface TableSearchProps {
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}

const SETTLE_MS = 400;

/**
 * The list's search box. Typing settles for a moment before the search runs (one request, one history
 * entry per search, not per key); Enter searches at once. It follows the URL when Back changes the search.
 */
export function TableSearch({ value, onChange, placeholder = 'Search' }: TableSearchProps) {
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label="Search"
      className="data-table__search"
      placeholder={placeholder}
      value={text}
      maxLength={MAX_SEARCH_LENGTH}
      onValueChange={setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChangeRef.current(text);
      }}
    />
  );
}
