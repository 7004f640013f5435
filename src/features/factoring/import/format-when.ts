import { config } from '@/config/config';

const dateTime = new Intl.DateTimeFormat(config.locale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When something happened on this device, in the user's own time zone. */
export function formatWhen(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}
