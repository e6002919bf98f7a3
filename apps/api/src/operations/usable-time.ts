/** A time JavaScript and PostgreSQL both hold (ISO 8601 allows years neither does). */
export const isUsableTime = (value: string) => {
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= Date.UTC(1970, 0, 1) && time <= Date.UTC(9999, 11, 31);
};
