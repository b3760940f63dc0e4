/** Business dates are Asia/Kolkata dates (design.md), whatever the server's time zone. */
export function businessDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
