import { config } from '../../../config/config';

const dateTime = new Intl.DateTimeFormat(config.locale, { dateStyle: 'short', timeStyle: 'short' });

/** When something happened on this device, in the user's own time zone. */
export function formatWhen(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}
