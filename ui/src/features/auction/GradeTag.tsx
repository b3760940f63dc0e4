import { Tag } from '@blueprintjs/core';
/** The e-NAM defect grade beside the defect percentage. */
export function GradeTag({ grade }: { grade: 'A' | 'B' | 'C' }) {
  const intent = grade === 'A' ? 'success' : grade === 'B' ? 'warning' : 'danger';
  return (
    <Tag minimal intent={intent}>
      Grade {grade}
    </Tag>
  );
}
