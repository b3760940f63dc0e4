const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `DD/MM/YYYY HH:MM` in Asia/Kolkata, the business time zone, whatever the server's zone is. */
export function formatIstDateTime(instant: Date): string {
  const parts = Object.fromEntries(IST_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** `22/11/2026 12:05` IST -> `20261122-1205`, so downloaded files sort by when they were made. */
export function fileStamp(instant: Date): string {
  const [date = '', time = ''] = formatIstDateTime(instant).split(' ');
  return `${date.split('/').reverse().join('')}-${time.replace(':', '')}`;
}
