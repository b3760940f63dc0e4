import { Intent, Tag } from '@blueprintjs/core';
import { isActiveLabel } from '../../components/table/labels';

const INTENT = { Active: Intent.SUCCESS, inActive: Intent.NONE, Pending: Intent.WARNING } as const;

/** The spec's isActive label as a coloured tag. */
export function ActiveTag({ value }: { value: unknown }) {
  const label = isActiveLabel(value);
  return (
    <Tag minimal intent={INTENT[label]}>
      {label}
    </Tag>
  );
}
