import { displayInstant } from '@cocoon/domain';

/** `22/11/2026 12:05` IST -> `20261122-1205`, so downloaded files sort by when they were made. */
export function fileStamp(instant: Date): string {
  const [date = '', time = ''] = displayInstant(instant).split(' ');
  return `${date.split('/').reverse().join('')}-${time.replace(':', '')}`;
}
